// The legal pages (terms, privacy) and the human-readable sitemap: long-form text at a
// readable measure. Token colours only, so both themes follow.
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.mobile]: { paddingBlock: vars.space.xl },
  },
});

/** Running text: headings, paragraphs and lists of a policy. */
export const prose = style({
  maxWidth: '46rem',
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h2`, {
  marginTop: vars.space.xl,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${prose} h3`, {
  marginTop: vars.space.lg,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${prose} ul`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });

/** The sitemap's groups side by side, stacked on small screens. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const groupTitle = style({
  marginBottom: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const linkList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
