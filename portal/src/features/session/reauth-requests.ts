// The open re-authentication request (ADR 017), between the API transport and the dialog: lib/http.ts
// asks (through the handler RootLayout sets), ReauthDialog shows the open request and settles it. The
// dialog's code is loaded only when a first request comes (it is not part of the first page).
type Listener = () => void;

export interface ReauthRequest {
  id: number;
}

export function createReauthRequests() {
  let current: ReauthRequest | null = null;
  let settleCurrent: ((confirmed: boolean) => void) | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ReauthRequest | null => current,
    /** Resolves true once the person confirmed, false when they cancelled (or a newer request replaced this one). */
    ask(): Promise<boolean> {
      settleCurrent?.(false);
      return new Promise<boolean>((resolve) => {
        current = { id: nextId++ };
        settleCurrent = resolve;
        emit();
      });
    },
    settle(confirmed: boolean): void {
      const settle = settleCurrent;
      current = null;
      settleCurrent = null;
      settle?.(confirmed);
      emit();
    },
  };
}

export const reauthRequests = createReauthRequests();
