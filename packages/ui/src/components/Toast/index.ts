export { Toast, Toaster, useToast, toastTones, TOAST_DEFAULT_DURATION } from './Toast.tsx';
export type {
  ToastProps,
  ToasterProps,
  ToastOptions,
  ToastAction,
  ToastApi,
  ToastTone,
} from './Toast.tsx';
