import type { ToastOptions } from 'react-toastify';

type Kind = 'success' | 'error' | 'info';
type Show = (kind: Kind, message: string) => void;

let show: Show | undefined;
const waiting: [Kind, string][] = [];

/**
 * Shows a toast. The toast library loads with the first toast, not with the first screen
 * (the initial JavaScript budget); toasts raised before it arrives are queued.
 */
export function notify(kind: Kind, message: string): void {
  if (show) return show(kind, message);
  waiting.push([kind, message]);
  if (waiting.length === 1) window.dispatchEvent(new Event('toast-needed'));
}

export function attachToaster(toaster: Show): void {
  show = toaster;
  for (const [kind, message] of waiting.splice(0)) toaster(kind, message);
}

/** docs/product.md §9: top-right, closes after 5000 ms, dragged 80 percent to dismiss. */
export const TOAST_OPTIONS: ToastOptions = {
  position: 'top-right',
  autoClose: 5000,
  draggablePercent: 80,
};
