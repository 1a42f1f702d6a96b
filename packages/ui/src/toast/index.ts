export { dismissToast, showSessionExpiredToast, showToast, Toaster } from './toaster';
export type { ShowToastOptions, ToasterProps, ToastPosition, ToastVariant } from './toaster';
