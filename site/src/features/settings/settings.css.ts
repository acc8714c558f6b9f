import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { whereScriptsDoNotRun, whereScriptsRun } from '../../app/scripting.ts';

/** The cards, one under the other. */
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gap: vars.space.md } },
});

/** A settings card: its heading, a sentence, then the controls, evenly spaced. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
});

export const cardHeader = style({
  display: 'grid',
  gap: vars.space.xs,
});

/** Checkboxes one under the other. */
export const options = style({
  display: 'grid',
  gap: vars.space.md,
});

/** Buttons side by side, wrapping; full width on a phone, where they are easier to hit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    [media.small]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

/** The two steps of the two-factor set-up. */
export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The QR code centred above the key. */
export const qr = style({
  justifySelf: 'center',
});

/** The set-up key beside its Copy button. */
export const secret = style({});

// On a phone the grouped key ('ABCD EFGH IJKL MNOP', 19 characters) is wider than the box
// beside the Copy button and would end in an ellipsis; a smaller size keeps all of it in view
// for typing by hand (the ui's SecretField truncates rather than wraps).
globalStyle(`${secret} input`, {
  '@media': {
    [media.small]: { fontSize: vars.fontSize.sm, letterSpacing: '0.02em' },
  },
});

/** 'Preparing your key...' while the secret is on its way. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '12rem',
  color: vars.color.textMuted,
});

/** The 'last seen' time: no underline from the browser's <abbr>-like title styling. */
export const lastSeen = style({
  whiteSpace: 'nowrap',
});

/** The buttons that open the security modals: only where the page's code runs. */
export const modalActions = style(whereScriptsDoNotRun({ display: 'none' }));

const securityForms = style({ display: 'grid', gap: vars.space.xl });

/** The security forms on the page (SecurityFormsWithoutScript): only where the code does not run. */
export const formsWithoutScript = style([securityForms, whereScriptsRun({ display: 'none' })]);

/** The same, when the page answers one of them with its messages: shown either way. */
export const postedForms = securityForms;

/** The recovery codes shown on the page after two-factor was turned on there. */
export const recoveryCodes = style({ display: 'grid', gap: vars.space.sm });

/** A form's submit button needed only where the page's code does not run (it saves at once). */
export const saveWithoutScript = style(whereScriptsRun({ display: 'none' }));
