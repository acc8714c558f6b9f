import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { APP_FAILED, whereScriptsDoNotRun, whereScriptsRun } from '../../app/scripting.ts';

// Off screen rather than display:none: bots skip fields they can tell are hidden, and people
// (and screen readers, through aria-hidden) never meet it.
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

/** The form's own positioning context, so the honeypot sits off screen relative to it. */
export const form = style({
  position: 'relative',
});

/** Two fields side by side on wide screens (name and e-mail), stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const actionsBetween = style([
  actions,
  {
    justifyContent: 'space-between',
  },
]);

const stepRule = { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` };

/** One of the Quote Builder's steps: a fieldset laid out as the form around it. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  // Without scripts the steps stand one under another: a rule between them says where the
  // next begins. Not where scripts run, where one step shows (a later step's rule would be
  // painted before hydration and gone after it).
  '@media': { '(scripting: none)': { selectors: { '& + &': stepRule } } },
  selectors: { [`${APP_FAILED} + &`]: stepRule },
});

// Before its code runs, the Quote Builder renders all its steps as one form, so that a visitor
// without JavaScript can fill it in and post it (QuoteBuilder.tsx). A visitor with JavaScript
// must see the stepper from the first paint instead: showing every step until hydration and
// then folding them away would move the page under their finger (docs/decisions/014-no-layout-shift.md),
// and a server cannot know whether scripts will run. The media feature `scripting` tells, in
// CSS, before any script: with scripting on, the steps but the current one, and the one Submit
// at the end, are not displayed, and the stepper's own progress and buttons are; once the
// code runs it renders only those, and nothing visible changes. (A browser without the media
// feature matches neither query and shows everything until the code takes over.)

/** Displayed only where scripts do not run. */
export const withoutScripting = style(whereScriptsRun({ display: 'none' }));

/** Displayed only where scripts run. */
export const withScripting = style(whereScriptsDoNotRun({ display: 'none' }));

export const stepHeading = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  // Focused by script after a step change, for screen readers; no ring on a heading.
  outline: 'none',
});

export const title = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const builder = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const thanks = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  paddingBlock: vars.space.md,
});

export const thanksTitle = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const thanksText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  // A long e-mail address in the confirmation line wraps rather than leaving its column.
  overflowWrap: 'anywhere',
});

export const thanksAction = style({
  marginTop: vars.space.sm,
});
