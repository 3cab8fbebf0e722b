export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastActionProps,
  type ToastCloseProps,
  type ToastDescriptionProps,
  type ToastProps,
  type ToastProviderProps,
  type ToastTitleProps,
  type ToastVariant,
  type ToastViewportProps,
} from "./toast.js";
export { Toaster, type ToasterProps } from "./toaster.js";
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  toast,
  type ToastHandle,
  type ToastOptions,
  type ToasterToast,
} from "./toast-store.js";
export { useToast } from "./use-toast.js";
export { toastVariants } from "./toast.shared.js";
