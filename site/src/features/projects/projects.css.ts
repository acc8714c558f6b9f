import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { whereScriptsRun } from '../../app/scripting.ts';

// The shared frame of signed-in pages (layouts/memberPage.css.ts), under the names these pages use.
export {
  back,
  formActions,
  header,
  headerActions,
  intro,
  muted,
  page,
  quietError,
} from '../../layouts/memberPage.css.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  // Lets the table's region scroll sideways instead of widening the page.
  minWidth: 0,
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space.md})`,
});

export const toolbar = style({
  display: 'flex',
  // A row, though it is a ui Form (a column by default).
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** 'Show' loads the chosen status and order where the code does not run; with it, they apply at once. */
export const applyWithoutScript = style(whereScriptsRun({ display: 'none' }));

export const toolbarField = style({
  flex: '0 0 12rem',
  '@media': { [media.mobile]: { flex: '1 1 8rem' } },
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
});

export const formCard = style({
  maxWidth: '40rem',
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
});

/** Views, pages and revenue side by side where there is room. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const detailCard = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '48rem',
});

export const description = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** 'Delete' is a form of its own (it posts without the page's code): laid out as its button. */
export const deleteForm = style({
  display: 'contents',
});

/** 'Delete this project?' on the page, where the code's dialog cannot open. */
export const confirmCard = style({
  maxWidth: '48rem',
  // Apart from the details below it, as the header is above it.
  marginBottom: vars.space.lg,
  '@media': { [media.mobile]: { marginBottom: vars.space.md } },
});
