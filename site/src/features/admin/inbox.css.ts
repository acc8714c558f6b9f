import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { whereScriptsDoNotRun, whereScriptsRun } from '../../app/scripting.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  // Lets the table's region scroll sideways instead of widening the page.
  minWidth: 0,
  // Scrolled to on paging: clear of the sticky navigation bar.
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space.md})`,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  // They answer as they change: without the page's code they would do nothing.
  ...whereScriptsDoNotRun({ display: 'none' }),
});

/** A row's Handled form: the switch, and its 'Save' where the code does not run. */
export const handledForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** 'Save' sends the switch where the code does not run; with it, the switch saves at once. */
export const saveWithoutScript = style(whereScriptsRun({ display: 'none' }));

export const search = style({
  flex: '1 1 18rem',
  maxWidth: '28rem',
  '@media': { [media.mobile]: { maxWidth: 'none' } },
});

export const filter = style({
  flex: '0 0 10rem',
  '@media': { [media.mobile]: { flex: '1 1 100%' } },
});

export const name = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const received = style({ display: 'grid', whiteSpace: 'nowrap' });

export const time = style({ color: vars.color.textMuted });

export const details = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
  minWidth: '8rem',
});

export const detail = style({ maxWidth: '14rem' });

export const message = style({ whiteSpace: 'pre-line' });

export const disclosure = style({});

export const summary = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  marginTop: '0.15em',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${disclosure}[open] &`]: { transform: 'rotate(90deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'pre-line',
});

globalStyle(`${disclosure}[open] ${clamped}`, {
  display: 'block',
  WebkitLineClamp: 'unset',
  overflow: 'visible',
});

export const cv = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '2px',
});
