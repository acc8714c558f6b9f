export { ProfilePopup, profilePopupPlacements } from './ProfilePopup.tsx';
export type { ProfilePopupProps } from './ProfilePopup.tsx';
