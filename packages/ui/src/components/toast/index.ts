export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
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
  useToast,
  type ToastHandle,
  type ToastOptions,
  type ToasterToast,
} from "./use-toast.js";
