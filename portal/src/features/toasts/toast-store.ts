// Toasts of spec §9: top right, auto-close after 3000 ms; a second identical toast within 390 ms is
// ignored unless `multiple` is set (so a double click or two failing queries give one message).
// A tiny external store: pure timing logic, testable with fake timers, rendered by <Toaster />.
import { TOAST_AUTO_CLOSE_MS, TOAST_DEDUPE_MS } from '@valik/domain';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export interface ToastOptions {
  severity?: ToastSeverity;
  /** show even when the same message was shown less than 390 ms ago */
  multiple?: boolean;
  /** ms before the toast closes itself; default 3000 */
  autoClose?: number;
}

type Listener = () => void;

export function createToastStore(now: () => number = Date.now) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const lastShownAt = new Map<string, number>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  /** Returns the new toast's id, or null when it was ignored as a duplicate. */
  function show(message: string, options: ToastOptions = {}): number | null {
    const severity = options.severity ?? 'info';
    const key = `${severity}\u0000${message}`;
    const at = now();
    const previous = lastShownAt.get(key);
    if (!options.multiple && previous !== undefined && at - previous < TOAST_DEDUPE_MS) return null;
    lastShownAt.set(key, at);

    const toast: Toast = { id: nextId++, message, severity };
    toasts = [...toasts, toast];
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), options.autoClose ?? TOAST_AUTO_CLOSE_MS),
    );
    emit();
    return toast.id;
  }

  return {
    show,
    dismiss,
    success: (message: string, options?: Omit<ToastOptions, 'severity'>) =>
      show(message, { ...options, severity: 'success' }),
    error: (message: string, options?: Omit<ToastOptions, 'severity'>) =>
      show(message, { ...options, severity: 'error' }),
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast store. */
export const toast = createToastStore();
