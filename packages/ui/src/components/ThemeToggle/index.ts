export {
  ThemeToggle,
  themeToggleVariants,
  themeToggleSizes,
  themeToggleForcedStates,
  themeToggleDefaultLabels,
} from './ThemeToggle.tsx';
export type { ThemeToggleProps, ThemeToggleVariant } from './ThemeToggle.tsx';
