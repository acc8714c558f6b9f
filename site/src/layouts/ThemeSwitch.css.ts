import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

// The switch's look follows <html data-theme> rather than React state: the head script sets
// that attribute before first paint, so a pre-rendered page shows the visitor's theme on the
// switch even before the JavaScript has hydrated it.
const light = ':root[data-theme="light"] &';

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: 56,
  height: 32,
  padding: 3,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    [light]: { background: vars.color.neutralSoft, color: vars.color.neutralText },
    '&:hover': { borderColor: vars.color.brand },
  },
});

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  // Dark is "on": thumb to the right.
  transform: 'translateX(24px)',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    [light]: { transform: 'none' },
  },
});

export const moon = style({
  selectors: { [light]: { display: 'none' } },
});

export const sun = style({
  display: 'none',
  selectors: { [light]: { display: 'block' } },
});
