// The loading bar of spec §9 as a small timer-driven state machine (the same model as Nuxt's
// loading indicator): a start shows the bar only after `throttle` ms, so fast work never flashes it;
// progress creeps towards 100 % along an arctangent curve over `duration`; finishing jumps to 100 %,
// hides after `hideDelay` and resets progress to 0 `resetDelay` later. An error finish turns it red.
import { LOADING_BAR } from '@valik/domain';

export interface LoadingBarState {
  visible: boolean;
  /** 0..100 */
  progress: number;
  error: boolean;
}

export interface LoadingBarTimings {
  throttle: number;
  duration: number;
  hideDelay: number;
  resetDelay: number;
}

/** Progress estimate after `elapsed` ms: 50 % at duration/2, approaching but never reaching 100. */
export function estimateProgress(elapsed: number, duration: number): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50);
}

const TICK_MS = 100;

export function createLoadingBar(
  timings: LoadingBarTimings = LOADING_BAR,
  now: () => number = Date.now,
) {
  let state: LoadingBarState = { visible: false, progress: 0, error: false };
  let running = false;
  let startedAt = 0;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  function set(next: Partial<LoadingBarState>): void {
    const merged = { ...state, ...next };
    if (merged.visible === state.visible && merged.progress === state.progress && merged.error === state.error) {
      return;
    }
    state = merged;
    listeners.forEach((l) => l());
  }

  function clearTimers(): void {
    clearTimeout(throttleTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    clearInterval(tick);
    throttleTimer = hideTimer = resetTimer = tick = undefined;
  }

  function reveal(): void {
    startedAt = now();
    set({ visible: true });
    tick = setInterval(() => {
      set({ progress: Math.min(99, estimateProgress(now() - startedAt, timings.duration)) });
    }, TICK_MS);
  }

  /** Work began. Calling it while already running changes nothing. */
  function start(): void {
    if (running) return;
    running = true;
    clearTimers();
    set({ progress: 0, error: false });
    if (state.visible || timings.throttle <= 0) reveal();
    else throttleTimer = setTimeout(reveal, timings.throttle);
  }

  /** Work ended; `error` turns the bar red while it fades out. */
  function finish(options: { error?: boolean } = {}): void {
    if (!running && !options.error) return;
    running = false;
    const wasShown = state.visible || throttleTimer === undefined;
    const failed = Boolean(options.error) || state.error;
    clearTimers();
    if (!wasShown && !failed) {
      // finished inside the throttle window: the bar never appeared
      set({ progress: 0 });
      return;
    }
    set({ visible: true, progress: 100, error: failed });
    hideTimer = setTimeout(() => {
      set({ visible: false });
      resetTimer = setTimeout(() => set({ progress: 0, error: false }), timings.resetDelay);
    }, timings.hideDelay);
  }

  /** Mark the current run as failed (it finishes red). */
  function fail(): void {
    set({ error: true });
  }

  return {
    start,
    finish,
    fail,
    isRunning: () => running,
    getSnapshot: (): LoadingBarState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: clearTimers,
  };
}

export type LoadingBarController = ReturnType<typeof createLoadingBar>;

/** The app's one loading bar. */
export const loadingBar = createLoadingBar();

/**
 * The work that keeps the bar running, by source: router navigation (RootLayout) and TanStack Query's
 * fetches and writes (the /user pages' data layer, loaded with them). The bar starts when the first
 * source gets busy and finishes when the last one is done.
 */
export function createBusySources(bar: Pick<LoadingBarController, 'start' | 'finish'>) {
  const busy = new Set<string>();
  return {
    report(source: string, isBusy: boolean): void {
      const before = busy.size > 0;
      if (isBusy) busy.add(source);
      else busy.delete(source);
      const after = busy.size > 0;
      if (after && !before) bar.start();
      else if (!after && before) bar.finish();
    },
  };
}

export const busySources = createBusySources(loadingBar);
