import * as styles from './ThemeSwitch.css.ts';

export interface ThemeSwitchProps {
  /** The dark theme is active (the switch is "on"). */
  darkMode: boolean;
  onToggle: () => void;
}

/**
 * The navigation bar's dark/light toggle: a switch named 'Dark mode', checked in dark mode.
 * To be replaced by @brightlane/ui's ThemeToggle once that component lands.
 */
export function ThemeSwitch({ darkMode, onToggle }: ThemeSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={darkMode}
      aria-label="Dark mode"
      title="Dark mode"
      className={styles.track}
      onClick={onToggle}
    >
      <span className={styles.thumb} aria-hidden="true">
        <svg
          className={styles.moon}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
        <svg
          className={styles.sun}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      </span>
    </button>
  );
}
