// The blog's list and post pages. Token colours only, so both themes follow; the post body is
// HTML from the API (an allow-list of tags, see mock-api/src/services/sanitize-html.ts), styled
// here by element since it carries no classes of ours.
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.mobile]: { paddingBlock: vars.space.xl },
  },
});

export const status = style({
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
});

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
      borderRadius: vars.radius.sm,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const pending = style({
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ---- One post ----

export const article = style({
  maxWidth: '46rem',
  marginInline: 'auto',
});

/**
 * The back link and, for the post's author or staff, its controls on one line. As tall as a
 * small button from the start, so the controls that appear after the session check move nothing.
 */
export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  marginBottom: vars.space.lg,
});

export const back = style({
  display: 'inline-block',
  fontSize: vars.fontSize.sm,
});

export const postTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const postMeta = style([meta, { marginTop: vars.space.sm, marginBottom: vars.space.xl }]);

/** The post's HTML: readable measure and spacing for the allow-listed elements. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
  '@media': {
    [media.mobile]: { fontSize: vars.fontSize.md },
  },
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} :is(h2, h3, h4, h5, h6)`, {
  marginTop: vars.space.xl,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xxl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} :is(h4, h5, h6)`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} a`, { color: vars.color.brandText, textDecoration: 'underline' });
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space.lg} 0`,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} :is(code, kbd, samp)`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: '0.1em 0.3em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
globalStyle(`${prose} pre`, {
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${prose} pre code`, { padding: 0, background: 'none', fontSize: 'inherit' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} figcaption`, {
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${prose} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse' });
globalStyle(`${prose} :is(th, td)`, {
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
