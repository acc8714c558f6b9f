import { clsx } from 'clsx';
import { Moon } from 'lucide-react';
import { useId } from 'react';
import type { ComponentProps, CSSProperties } from 'react';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import type { ThemeName } from '../../theme/ThemeProvider.tsx';
import * as styles from './ThemeSwitch.css.ts';

export interface ThemeSwitchProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'type' | 'role' | 'aria-checked' | 'onClick'
> {
  /** The visible label, which also names the switch. Default 'Dark mode'. */
  label?: string;
  /** Called after the user changes the theme (e.g. to save a signed-in user's preference). */
  onThemeChange?: (theme: ThemeName) => void;
  /** Class on the row (label and track); other props go to the switch button. */
  className?: string;
  /** Style of the row. */
  style?: CSSProperties;
}

/**
 * A labelled row with a switch track that turns dark mode on and off, for a sidebar or a
 * settings page; clicking the label toggles it too. `role="switch"`, checked while dark mode
 * is on. It works through `useTheme()`, so it must sit inside `ThemeProvider`. For a compact
 * icon button (a navigation bar), use `ThemeToggle`.
 */
export function ThemeSwitch({
  label = 'Dark mode',
  onThemeChange,
  className,
  style,
  id,
  disabled,
  ...rest
}: ThemeSwitchProps) {
  const { darkMode, setTheme } = useTheme();
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const state = darkMode ? 'checked' : 'unchecked';

  return (
    <div className={clsx(styles.row, className)} style={style}>
      <label
        htmlFor={switchId}
        className={styles.rowLabel}
        data-disabled={disabled ? '' : undefined}
      >
        <Moon aria-hidden="true" className={styles.rowIcon} />
        {label}
      </label>
      {/* A plain button with the switch role, as Radix Switch renders it, minus the hidden
          form input it adds (and the state it sets while the page hydrates): the theme is
          no form value. */}
      <button
        {...rest}
        type="button"
        role="switch"
        id={switchId}
        aria-checked={darkMode}
        disabled={disabled}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        className={styles.track}
        onClick={() => {
          const next: ThemeName = darkMode ? 'light' : 'dark';
          setTheme(next);
          onThemeChange?.(next);
        }}
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
