import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/palette.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.xxl,
  paddingBlockEnd: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: vars.space.md, paddingBlockStart: vars.space.xl } },
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 3fr)',
  gap: vars.space.xxl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
  minWidth: 0,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const tagline = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '32ch',
});

// Link groups flow into as many columns as fit; at ≤768 px two per row.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

// Wide content (contact details, product list) takes a whole row on small screens.
export const wideColumn = style([
  column,
  { '@media': { [media.mobile]: { gridColumn: '1 / -1' } } },
]);

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.brandText },
  },
});

export const social = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': {
      color: vars.color.brandText,
      background: vars.color.brandSoft,
      borderColor: vars.color.brandText,
    },
  },
});

export const contact = style({ fontStyle: 'normal' });

// In the brand column the contact block gets breathing room from the social links.
export const contactColumn = style({
  selectors: { [`${brandColumn} > &`]: { marginBlockStart: vars.space.xs } },
});

export const contactItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const contactIcon = style({
  flexShrink: 0,
  marginBlockStart: '2px',
  color: vars.color.textMuted,
});

// The badge follows the name, and drops under it when the column is too narrow for both.
export const product = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: '2px',
  color: vars.color.textMuted,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xxl,
  paddingBlockStart: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      marginBlockStart: vars.space.xl,
    },
  },
});

export const legal = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const copyright = style({ color: vars.color.textMuted });
