import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.97)' },
});
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const sheetOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } });

const noMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } };

// The overlay is also the positioning grid: Content lives inside it (Radix's scrollable
// overlay pattern), so a click on the overlay is an outside click and closes the modal.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  overflowY: 'auto',
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
  '@media': {
    ...noMotion,
    // Small screens: a bottom sheet, full width.
    [media.small]: { alignItems: 'end', padding: 0, paddingTop: vars.space.xl },
  },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.modalMaxWidth,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-state="open"]': {
      animation: `${popIn} ${vars.motion.durationNormal} ${vars.motion.easingEmphasized}`,
    },
    '&[data-state="closed"]': {
      animation: `${popOut} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
    // The content takes focus only as a fallback (nothing focusable inside); no ring needed.
    '&:focus-visible': { outline: 'none' },
  },
  '@media': {
    [media.small]: {
      maxWidth: 'none',
      maxHeight: `calc(100dvh - ${vars.space.xl})`,
      borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
      borderBottom: 0,
      // Keeps the footer clear of the home indicator on phones.
      paddingBottom: 'env(safe-area-inset-bottom)',
      selectors: {
        '&[data-state="open"]': {
          animation: `${sheetIn} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
        },
        '&[data-state="closed"]': {
          animation: `${sheetOut} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
        },
      },
    },
    ...noMotion,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBottom: vars.space.md,
  '@media': { [media.small]: { padding: vars.space.md } },
});

export const headerText = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const close = style({
  flexShrink: 0,
  // Optically aligned with the title's first line, pulled into the header padding.
  marginTop: `calc(-1 * ${vars.space.xxs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    // Only a scrolling body is focusable (so keyboard users can scroll it); its ring sits inside.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focus.width})` },
  },
  '@media': { [media.small]: { paddingInline: vars.space.md, paddingBottom: vars.space.md } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    // On a sheet, actions stack full-width with the primary (last in source) on top.
    [media.small]: {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
      padding: vars.space.md,
    },
  },
});
