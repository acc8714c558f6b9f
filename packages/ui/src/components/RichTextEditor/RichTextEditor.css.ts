import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { hint } from '../Field/Field.css.ts';

/**
 * The frame: Field's `control` box (border, hover, invalid, disabled) stacked as a column
 * (toolbar over the editable area). The focus ring follows the editable area only: toolbar
 * buttons draw their own ring, and a second one around the whole box would double it.
 */
export const box = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  selectors: {
    '&:has([contenteditable="true"]:focus)': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 calc(${vars.focus.width} - 1px) ${vars.color.focusRing}`,
    },
    '&[data-invalid]:has([contenteditable="true"]:focus)': {
      borderColor: vars.color.critical,
      boxShadow: `0 0 0 calc(${vars.focus.width} - 1px) ${vars.color.critical}`,
    },
  },
});

/**
 * The editor's box (toolbar and editable area) needs script; where scripting is off, the
 * HTML's `<textarea>` stands in its place (a named editor only).
 */
export const withScript = style({ '@media': { '(scripting: none)': { display: 'none' } } });

/** The HTML's `<textarea>`: shown only where scripting is off. */
export const withoutScript = style({
  alignItems: 'stretch',
  '@media': { '(scripting: enabled)': { display: 'none' } },
});

/** The HTML as text: monospace, as source is read, and as tall as the editable area. */
export const source = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  minHeight: '16rem',
  fontFamily: vars.font.mono,
  resize: 'vertical',
});

/** Field's hint style, placed between the label and the box. */
export const hintAbove = style([hint, { marginTop: 0, marginBottom: vars.space.xs }]);

export const toolbar = style({
  display: 'flex',
  // At 375 px the buttons take two or three rows rather than scrolling out of sight.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 2,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  // The box has a radius; the toolbar's background must not poke out of its corners.
  borderStartStartRadius: `calc(${vars.radius.md} - 1px)`,
  borderStartEndRadius: `calc(${vars.radius.md} - 1px)`,
  background: vars.color.surfaceSunken,
  containerType: 'inline-size',
});

export const separator = style({
  flexShrink: 0,
  width: 1,
  height: 20,
  marginInline: vars.space.xxs,
  background: vars.color.borderStrong,
  '@container': {
    // Narrower than one row of every button (529 px of content, measured in the Playground
    // story): the toolbar wraps, and a line between groups could end a row with nothing after
    // it. The gap stays, so the groups still read apart; only the line goes.
    '(width < 529px)': { visibility: 'hidden' },
  },
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 32 px: the library's small control height, and above WCAG 2.2's 24 px target size.
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutralSoftHover },
    '&[aria-pressed="true"], &[data-state="open"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
    '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.brandSoftHover },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': {
    // Pressed state must not rely on colour alone in Windows high-contrast mode.
    '(forced-colors: active)': {
      selectors: { '&[aria-pressed="true"]': { borderColor: 'Highlight' } },
    },
  },
});

/**
 * The editable area, and the same-sized box shown before the editor mounts (SSR, first paint),
 * so nothing moves when it does.
 */
export const editable = style({
  position: 'relative',
  boxSizing: 'border-box',
  minHeight: '16rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
  // ProseMirror needs pre-wrap to keep the spaces the author types.
  whiteSpace: 'pre-wrap',
  wordBreak: 'normal',
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&[contenteditable="false"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    // Drawn from data-placeholder; the editable area also has aria-placeholder, which is what
    // screen readers announce (the pseudo-element is not read as content).
    '&[data-empty]::before': {
      content: 'attr(data-placeholder)',
      position: 'absolute',
      insetBlockStart: vars.space.sm,
      insetInline: vars.space.md,
      color: vars.color.textSubtle,
      pointerEvents: 'none',
    },
  },
});

// Typography of the content, close to an article page's at the form's type size, so the
// author sees roughly what is published.
globalStyle(`${editable} > *`, { margin: 0 });
globalStyle(`${editable} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${editable} :is(h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${editable} > :is(h2, h3, h4):not(:first-child)`, { marginTop: vars.space.lg });
globalStyle(`${editable} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${editable} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${editable} h4`, { fontSize: vars.fontSize.md });
globalStyle(`${editable} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${editable} ul`, { listStyleType: 'disc' });
globalStyle(`${editable} ol`, { listStyleType: 'decimal' });
globalStyle(`${editable} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${editable} li > p`, { margin: 0 });
globalStyle(`${editable} a`, { color: vars.color.brandText, textDecoration: 'underline' });
globalStyle(`${editable} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${editable} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: '0.1em 0.3em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
globalStyle(`${editable} pre`, {
  padding: vars.space.sm,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${editable} pre code`, { padding: 0, background: 'none', fontSize: 'inherit' });
globalStyle(`${editable} img`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});
globalStyle(`${editable} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
// A selected image (click, or arrow onto it) shows it is selected, as text selection would.
globalStyle(`${editable} .ProseMirror-selectednode`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

/** The link and image forms in their popovers. */
export const popoverForm = style({
  display: 'grid',
  gap: vars.space.sm,
  width: 'min(20rem, calc(100vw - 2rem))',
});

export const popoverTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const popoverActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});
