export { Popup, PopupGroup, PopupClose, usePopupGroup, popupPaddings } from './Popup.tsx';
export type { PopupProps, PopupGroupProps } from './Popup.tsx';
