import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { APP_FAILED, whereScriptsDoNotRun } from '../../app/scripting.ts';

export const body = style({
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.mobile]: { paddingBlock: vars.space.xl },
  },
});

/** The tab row: nothing to switch without scripting, where every role is shown. */
export const tabs = style(whereScriptsDoNotRun({ display: 'none' }));

/**
 * A role's panel. All are mounted until the page's code has run: where scripting is enabled
 * only the selected one shows, from the first paint; where not, each after the other.
 */
const between = { borderTop: `1px solid ${vars.color.border}` };

export const panel = style({
  '@media': {
    '(scripting: enabled)': {
      selectors: { 'html:not([data-app="failed"]) &[data-state="inactive"]': { display: 'none' } },
    },
    '(scripting: none)': { selectors: { '& + &': between } },
  },
  selectors: { [`${APP_FAILED} + &`]: between },
});

/** 'Apply Now' as the button that opens the dialog: only where scripts run. */
export const whileScripted = style(whereScriptsDoNotRun({ display: 'none' }));

/**
 * The `<noscript>` holding 'Apply Now' as the link to the role's application page: laid out as
 * the button it stands in for where scripting is off. Where it is on, the browser keeps the
 * noscript's content as text, which `display` would show: it stays hidden.
 */
export const noScriptApply = style({
  display: 'none',
  '@media': { '(scripting: none)': { display: 'contents' } },
});

export const role = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const roleHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const roleTitle = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const roleMeta = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  maxWidth: '48rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const listTitle = style({
  marginBottom: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

/** The application page: the way back to the roles, above the form. */
export const back = style({
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

/** The application page's form: a readable measure. */
export const applyCard = style({
  maxWidth: '40rem',
});
