import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import type { ThemeName } from '../../tokens/themes.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { ButtonProps } from '../Button/Button.tsx';
import * as styles from './ThemeToggle.css.ts';

export const themeToggleVariants = ['icon', 'switch'] as const;
export const themeToggleSizes = ['sm', 'md', 'lg'] as const;
/** States a story can force statically, since :hover and :active cannot be screenshotted. */
export const themeToggleForcedStates = ['hover', 'active', 'focus'] as const;

export type ThemeToggleVariant = (typeof themeToggleVariants)[number];

/** The accessible names SPEC.md §2 uses: the nav bar's toggle and the settings switch. */
export const themeToggleDefaultLabels: Record<ThemeToggleVariant, string> = {
  icon: 'Dark mode',
  switch: 'Dark Mode',
};

export interface ThemeToggleProps {
  /**
   * `icon` (default): a round icon button (sun/moon) for the navigation bar.
   * `switch`: a labelled row with a toggle track, for sidebars and settings.
   * Both are `role="switch"`, checked while dark mode is on.
   */
  variant?: ThemeToggleVariant;
  /** The accessible name (and visible label of the `switch` variant). Default 'Dark mode' / 'Dark Mode'. */
  label?: string;
  /** Size of the `icon` variant, matching the button sizes: sm 32 px, md 40 px, lg 48 px. */
  size?: (typeof themeToggleSizes)[number];
  /** Prevent toggling. */
  disabled?: boolean;
  /** Called after the user changes the theme (e.g. to save a signed-in user's preference). */
  onThemeChange?: (theme: ThemeName) => void;
  /** Extra class on the outer element (the button, or the row of the `switch` variant). */
  className?: string;
  /** The id of the switch button; generated when omitted. */
  id?: string;
  /** The switch button element. */
  ref?: Ref<HTMLButtonElement>;
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: (typeof themeToggleForcedStates)[number];
}

/**
 * Switches between the light and dark themes through `useTheme()`, so it must sit inside
 * `ThemeProvider`. The choice is stored; before any choice it follows the system setting.
 * Server rendering shows the dark default and hydration then takes the real theme, so there
 * is no mismatch.
 */
export function ThemeToggle({
  variant = 'icon',
  label,
  size = 'md',
  disabled,
  onThemeChange,
  className,
  id,
  ref,
  forceState,
}: ThemeToggleProps) {
  const { darkMode, setTheme } = useTheme();
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const name = label ?? themeToggleDefaultLabels[variant];
  const state = darkMode ? 'checked' : 'unchecked';

  const change = (dark: boolean) => {
    const next: ThemeName = dark ? 'dark' : 'light';
    setTheme(next);
    onThemeChange?.(next);
  };

  if (variant === 'switch') {
    return (
      <div className={clsx(styles.row, className)}>
        <label
          htmlFor={switchId}
          className={styles.rowLabel}
          data-disabled={disabled ? '' : undefined}
        >
          <Moon aria-hidden="true" className={styles.rowIcon} />
          {name}
        </label>
        {/* A plain button with the switch role, as Radix Switch renders it, minus the hidden
            form input it adds (and the state it sets while the page hydrates): the theme is
            no form value. */}
        <button
          ref={ref}
          type="button"
          role="switch"
          id={switchId}
          aria-checked={darkMode}
          onClick={() => change(!darkMode)}
          disabled={disabled}
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          className={clsx(styles.track, forceState === 'focus' ? styles.forcedFocus : undefined)}
          data-force-state={forceState === 'hover' ? 'hover' : undefined}
        >
          <span
            className={styles.thumb}
            data-state={state}
            data-disabled={disabled ? '' : undefined}
          />
        </button>
      </div>
    );
  }

  const iconClass = styles.iconSize[size];
  return (
    <IconButton
      ref={ref}
      id={id}
      label={name}
      round
      size={size}
      disabled={disabled}
      forceState={forceState as ButtonProps['forceState']}
      className={clsx(styles.iconRoot, className)}
      role="switch"
      aria-checked={darkMode}
      data-state={state}
      onClick={() => change(!darkMode)}
      icon={
        <span className={styles.iconStack}>
          <Sun className={`${styles.sun} ${iconClass}`} />
          <Moon className={`${styles.moon} ${iconClass}`} />
        </span>
      }
    />
  );
}
