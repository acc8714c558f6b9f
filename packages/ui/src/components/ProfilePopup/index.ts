export { ProfilePopup, profilePopupSizes } from './ProfilePopup.tsx';
export type { ProfilePopupProps } from './ProfilePopup.tsx';
