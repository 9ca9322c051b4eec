// Work that can wait: until the browser is idle, or until the page has loaded (its above-the-fold
// images and code are in) and the browser is idle. Each returns a function that cancels the wait.

/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`); where it cannot tell (no
 * requestIdleCallback), after `fallbackDelayMs`. During the first page's start-up, idle moments come
 * between its staged parts (each waits for a frame): the wait starts once start-up is over.
 */
export function whenIdle(run: () => void, timeoutMs = 2500, fallbackDelayMs = 0): () => void {
  let cancelled = false;
  let cancelWait: (() => void) | undefined;
  const wait = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(run, fallbackDelayMs);
      cancelWait = () => window.clearTimeout(timer);
    }
  };
  if (startup) void startup.then(wait);
  else wait();
  return () => {
    cancelled = true;
    cancelWait?.();
  };
}

let startup: Promise<void> | undefined;

/**
 * Work waiting for the page's load (afterPageLoad) also waits for this: the first page's own start-up
 * (components/BootStage), which may still be rendering when the load event comes.
 */
export function holdPageLoadUntil(done: Promise<void>): void {
  const held = done.then(
    () => undefined,
    () => undefined
  );
  startup = held;
  void held.then(() => {
    if (startup === held) startup = undefined;
  });
}

/** Runs `run` once the page's load event has passed, start-up is over and the browser is idle. */
export function afterPageLoad(run: () => void, timeoutMs = 2500): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const whenStarted = () => {
    if (!cancelled) cancelIdle = whenIdle(run, timeoutMs);
  };
  const onLoad = () => {
    if (startup) void startup.then(whenStarted);
    else whenStarted();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/** How long the page must have loaded nothing and run no long task to count as settled. */
export const SETTLED_QUIET_MS = 3000;
/** afterPageSettles runs its work after this at the latest, settled or not. */
export const SETTLED_MAX_WAIT_MS = 30_000;

/**
 * Runs `run` once the first page has finished its own work: after afterPageLoad, when for `quietMs` no
 * resource (script, image, answer) has finished loading and no long task has run, and the browser is
 * idle; after `maxWaitMs` at the latest. For work that only competes with the page (installing the
 * service worker downloads and stores the whole app): the images, sections and code the page loads
 * after its load event (lazy images, the footer, what renders when near) are not slowed down by it.
 * Where the browser cannot report loads (no PerformanceObserver), the quiet time is simply waited.
 */
export function afterPageSettles(run: () => void, quietMs = SETTLED_QUIET_MS, maxWaitMs = SETTLED_MAX_WAIT_MS): () => void {
  let done = false;
  let quietTimer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  const limit = window.setTimeout(() => settle(), maxWaitMs);
  const stopWatching = () => {
    observer?.disconnect();
    observer = undefined;
    window.clearTimeout(quietTimer);
    window.clearTimeout(limit);
  };
  const settle = () => {
    if (done) return;
    done = true;
    stopWatching();
    cancelIdle = whenIdle(run);
  };
  const restartQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(settle, quietMs);
  };
  const cancelLoad = afterPageLoad(() => {
    if (done) return;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(restartQuiet);
      const supported = PerformanceObserver.supportedEntryTypes ?? ['resource'];
      for (const type of ['resource', 'longtask']) if (supported.includes(type)) observer.observe({ type });
    }
    restartQuiet();
  });
  return () => {
    done = true;
    cancelLoad();
    stopWatching();
    cancelIdle?.();
  };
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so that long start-up work can be cut into pieces the browser can answer
 * input (and paint) between: `scheduler.yield()` where there is one (it keeps the work's place at the
 * front of the queue), otherwise a message to a channel (no 4 ms timer clamp), otherwise a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/**
 * Passes `value` on in a new task: for a chunk loaded with import(), whose modules run in the task
 * that evaluated its script, so that what it renders next runs in a task of its own.
 */
export function inNextTask<T>(value: T): Promise<T> {
  return yieldToMain().then(() => value);
}

let nextPaint: Promise<void> | undefined;

/**
 * Resolves in a task after the browser has painted its next frame: whatever the page has put on screen
 * until now is painted before the work that waits for this starts (and before what it fetches). In a
 * hidden tab, where frames wait until it is shown, it resolves after `timeoutMs` all the same. Callers
 * in the same frame share one wait.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  if (nextPaint) return nextPaint;
  const waiting = new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    if (typeof window.requestAnimationFrame !== 'function') return;
    // A task queued from the frame's callback runs once that frame has been rendered.
    window.requestAnimationFrame(() => {
      void yieldToMain().then(() => {
        window.clearTimeout(timer);
        resolve();
      });
    });
  });
  nextPaint = waiting;
  void waiting.then(() => {
    if (nextPaint === waiting) nextPaint = undefined;
  });
  return waiting;
}

