import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { whereScriptsDoNotRun } from '../../app/scripting.ts';

export const page = style({
  paddingBottom: vars.space.xxl,
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  maxWidth: '48rem',
});

/** To /admin/vitals, under the lead. */
export const vitalsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: 'fit-content',
});

export const tabs = style({
  minWidth: 0,
});

/** On a phone the three tabs wrap rather than hide the last one off the edge. */
export const tabList = style({
  '@media': { [media.mobile]: { flexWrap: 'wrap' } },
});

/** Where the code does not run, the tabs cannot switch: hidden, with the kinds' links instead. */
export const tabListWithoutScript = style(whereScriptsDoNotRun({ display: 'none' }));

/** The kinds as links, shown only where the code does not run. */
export const kindLinks = style({
  display: 'none',
  ...whereScriptsDoNotRun({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    paddingBottom: vars.space.md,
  }),
});

/** A Handled change the server could not save (posted without the code). */
export const notice = style({
  marginBottom: vars.space.md,
});
