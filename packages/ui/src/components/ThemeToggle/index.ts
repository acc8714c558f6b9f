export { ThemeToggle, themeToggleSizes } from './ThemeToggle.tsx';
export type { ThemeToggleProps } from './ThemeToggle.tsx';
