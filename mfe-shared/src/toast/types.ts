export type ToastVariant = 'default' | 'destructive';

/** What a caller passes to `toast()` (SPEC.md 8: title / text, errors destructive). */
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

export type ToastApi = {
  /** Shows a toast; one at a time, so it replaces the current one (SPEC.md 9). */
  toast(input: ToastInput): void;
  /** Closes the current toast, if any. */
  dismiss(): void;
};

/** SPEC.md 9: auto-close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** SPEC.md 9: a pointer drag of more than 50 px to the right dismisses. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** SPEC.md 9: F8 moves focus to the viewport. */
export const TOAST_HOTKEY = 'F8';
