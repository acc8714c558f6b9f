import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import type { ThemeName } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { IconButtonProps } from '../IconButton/IconButton.tsx';
import * as styles from './ThemeToggle.css.ts';

export const themeToggleSizes = ['sm', 'md', 'lg'] as const;

export interface ThemeToggleProps extends Omit<
  IconButtonProps,
  'label' | 'icon' | 'round' | 'size' | 'role' | 'aria-checked' | 'onClick' | 'loading'
> {
  /** The accessible name. Default 'Dark mode'. */
  label?: string;
  /** Matching the button sizes: sm 32 px, md 40 px (default), lg 48 px. */
  size?: (typeof themeToggleSizes)[number];
  /** Called after the user changes the theme (e.g. to save a signed-in user's preference). */
  onThemeChange?: (theme: ThemeName) => void;
}

/**
 * A round icon button (sun/moon) that switches between the light and dark themes, for a
 * navigation bar; `role="switch"`, checked while dark mode is on. It works through
 * `useTheme()`, so it must sit inside `ThemeProvider`. Server rendering shows the dark default
 * and hydration then takes the real theme, so there is no mismatch. For a labelled row (a
 * sidebar, settings), use `ThemeSwitch`.
 */
export function ThemeToggle({
  label = 'Dark mode',
  size = 'md',
  onThemeChange,
  className,
  ...rest
}: ThemeToggleProps) {
  const { darkMode, setTheme } = useTheme();
  const iconClass = styles.iconSize[size];
  return (
    <IconButton
      {...rest}
      label={label}
      round
      size={size}
      className={clsx(styles.iconRoot, className)}
      role="switch"
      aria-checked={darkMode}
      data-state={darkMode ? 'checked' : 'unchecked'}
      onClick={() => {
        const next: ThemeName = darkMode ? 'light' : 'dark';
        setTheme(next);
        onThemeChange?.(next);
      }}
      icon={
        <span className={styles.iconStack}>
          <Sun className={`${styles.sun} ${iconClass}`} />
          <Moon className={`${styles.moon} ${iconClass}`} />
        </span>
      }
    />
  );
}
