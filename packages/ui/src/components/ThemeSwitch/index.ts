export { ThemeSwitch } from './ThemeSwitch.tsx';
export type { ThemeSwitchProps } from './ThemeSwitch.tsx';
