// Toasts outside any island: the site's one toast region is a client-only root of its own (there is nothing
// to hydrate: the HTML carries no empty live region), and a toast can outlive its page — links are page
// loads, so 'Welcome back!' after a sign-in is shown by the page the visitor lands on ('/').
import { toast, type ToastVariant } from "@orbitag/ui";
import { createRoot } from "react-dom/client";
import { NEXT_PAGE_TOAST_KEY } from "../../boot/contract";
import { SiteToaster } from "../../components/site-toaster";

/** A toast that can travel in sessionStorage: text only. */
export interface PlainToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Mounts the toast region at the end of <body> (once). */
export function mountToaster(): void {
  if (document.querySelector("[data-site-toaster]")) return;
  const container = document.createElement("div");
  container.dataset.siteToaster = "";
  document.body.append(container);
  createRoot(container).render(<SiteToaster />);
}

/** Shows `options` on the next page this tab loads instead of this one (which the visitor is leaving). */
export function toastOnNextPage(options: PlainToast): void {
  try {
    window.sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify(options));
  } catch {
    // storage blocked: the visitor is told here, for as long as the page stays
    toast(options);
  }
}

/** Shows the toast a previous page left for this one, if any. */
export function showNextPageToast(): void {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(NEXT_PAGE_TOAST_KEY);
    window.sessionStorage.removeItem(NEXT_PAGE_TOAST_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    toast(JSON.parse(stored) as PlainToast);
  } catch {
    // not ours to show
  }
}
