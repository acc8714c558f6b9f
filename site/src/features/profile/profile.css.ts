import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { whereScriptsDoNotRun, whereScriptsRun } from '../../app/scripting.ts';

/**
 * The profile card and the stats card: side by side only where both get 24rem (the stats'
 * three tiles in one row), stacked otherwise, whatever the sidebars leave of the page.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gap: vars.space.md } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
});

/** Avatar, name and e-mail, and the Edit button at the end of the row. */
export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const identityText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

/** Long e-mail addresses wrap rather than push the Edit button off the card. */
export const email = style({
  overflowWrap: 'anywhere',
});

export const editButton = style({
  flexShrink: 0,
});

/*
 * 'Edit Profile' on wide screens, 'Edit' at ≤768 px (docs/product/spec.md §2), switched by CSS so the
 * client-rendered and any future pre-rendered HTML agree; the button's aria-label keeps one
 * accessible name ('Edit Profile') whichever is showing.
 */
export const wideLabel = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const narrowLabel = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'inline' } },
});

/** 'Pending confirmation: …' under the e-mail in the details. */
export const pending = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({
  maxWidth: '32rem',
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** 'New Project' and 'Account Settings' under the stats. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** 'Your Stats' could not load: a quiet line and its retry. */
export const statsError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The Settings tab: one column, as wide as /settings reads. */
export const settingsTab = style({
  maxWidth: '45rem',
});

/** The settings cards in outline while their module loads: spaced as the cards are. */
export const settingsLoading = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gap: vars.space.md } },
});

export const settingsLoadingCard = style({
  display: 'grid',
  gap: vars.space.md,
});

/** A button whose work is the page's code ('Edit Profile', the Settings tab): only where it runs. */
export const withScript = style(whereScriptsDoNotRun({ display: 'none' }));

/**
 * What stands in for such a button where the page's code does not run (a link, the password
 * field a new e-mail would show): only there.
 */
export const withoutScript = style(whereScriptsRun({ display: 'none' }));
