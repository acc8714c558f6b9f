export { Modal, ModalClose } from './Modal.tsx';
export type { ModalProps } from './Modal.tsx';
