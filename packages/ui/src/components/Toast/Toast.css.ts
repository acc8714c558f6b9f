import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

const accent = createVar();
const accentText = createVar();

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space.md}))` },
  to: { transform: 'none' },
});
const slideUp = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.md}))` },
});

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '26rem',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  // The empty viewport must not swallow clicks on the page beneath it.
  pointerEvents: 'none',
  '@media': {
    // Mobile: a full-width stack along the bottom edge.
    [media.mobile]: { insetInlineStart: 0, width: '100%', padding: vars.space.sm },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"icon text close" ". action action"',
    alignItems: 'start',
    columnGap: vars.space.sm,
    padding: vars.space.sm,
    paddingInlineStart: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStart: `4px solid ${accent}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easingEmphasized}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'none',
        transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      },
    },
    '@media': {
      [media.mobile]: {
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideUp} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
          },
        },
      },
      '(prefers-reduced-motion: reduce)': {
        animation: 'none !important',
        transition: 'none !important',
      },
    },
  },
  variants: {
    tone: {
      positive: { vars: { [accent]: vars.color.positive, [accentText]: vars.color.positiveText } },
      critical: { vars: { [accent]: vars.color.critical, [accentText]: vars.color.criticalText } },
      info: { vars: { [accent]: vars.color.info, [accentText]: vars.color.infoText } },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  gridArea: 'icon',
  display: 'inline-flex',
  paddingTop: '0.125rem',
  color: accentText,
});

export const text = style({
  gridArea: 'text',
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: '0.125rem',
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ gridArea: 'action', justifySelf: 'start', marginTop: vars.space.xs });

export const close = style({
  gridArea: 'close',
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  color: vars.color.textMuted,
});
