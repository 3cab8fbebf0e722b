export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastIcon,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastActionProps,
  type ToastCloseProps,
  type ToastDescriptionProps,
  type ToastIconProps,
  type ToastProps,
  type ToastProviderProps,
  type ToastTitleProps,
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
  type ToastPromiseMessages,
  type ToasterToast,
} from "./toast-store.js";
export { useToast } from "./use-toast.js";
export {
  toastVariants,
  toastViewportVariants,
  type ToastPosition,
  type ToastVariant,
} from "./toast.shared.js";
