import { style } from '@vanilla-extract/css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * A native control stretched, invisible, over its whole (positioned) parent, which draws it:
 * clicks anywhere on the parent, drops, the keyboard and form submission stay the browser's
 * (FileField's file input, RadioCardGroup's radios).
 */
export const invisibleCover = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
});
