import { afterNextPaint, afterPageLoad, afterPageSettles, holdPageLoadUntil, whenIdle, yieldToMain } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('waits for an idle callback, with the time limit given', () => {
    const requestIdleCallback = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const run = jest.fn();
    const cancel = whenIdle(run, 1234);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 1234 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs in the next task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle during start-up', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('asks for an idle moment only once start-up is over, and can be cancelled meanwhile', async () => {
    const requestIdleCallback = jest.fn(() => 7);
    Object.assign(window, { requestIdleCallback, cancelIdleCallback: jest.fn() });
    let finish: () => void = () => undefined;
    holdPageLoadUntil(new Promise<void>((resolve) => (finish = resolve)));
    const run = jest.fn();
    whenIdle(run);
    const cancel = whenIdle(run);
    cancel();
    await Promise.resolve();
    expect(requestIdleCallback).not.toHaveBeenCalled();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });
});

describe('afterPageLoad', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get');
  afterEach(() => {
    jest.useRealTimers();
    readyState.mockReset();
  });

  it('waits for the load event while the page is loading', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('interactive');
    const run = jest.fn();
    afterPageLoad(run);
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle once the page has loaded, and can be cancelled', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('complete');
    const run = jest.fn();
    afterPageLoad(run);
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);

    readyState.mockReturnValue('loading');
    const later = jest.fn();
    const cancel = afterPageLoad(later);
    cancel();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(later).not.toHaveBeenCalled();
  });
});

describe('afterPageSettles', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get');
  // A stand-in PerformanceObserver: the test reports entries through `report`.
  let observed: string[] = [];
  let disconnected = 0;
  let report: () => void = () => undefined;
  class FakeObserver {
    static supportedEntryTypes = ['resource', 'longtask', 'paint'];
    constructor(callback: () => void) {
      report = callback;
    }
    observe({ type }: { type: string }) {
      observed.push(type);
    }
    disconnect() {
      disconnected += 1;
    }
  }
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  beforeEach(() => {
    observed = [];
    disconnected = 0;
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    jest.useFakeTimers();
    readyState.mockReturnValue('loading');
  });
  afterEach(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    jest.useRealTimers();
    readyState.mockReset();
  });

  it('waits for the load, then for a quiet time without loads or long tasks', () => {
    const run = jest.fn();
    afterPageSettles(run, 3000, 30_000);
    jest.advanceTimersByTime(5000);
    expect(observed).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1);
    expect(observed).toEqual(['resource', 'longtask']);
    jest.advanceTimersByTime(2000);
    report(); // an image finished loading: the quiet time starts again
    jest.advanceTimersByTime(2500);
    report(); // a long task
    jest.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(disconnected).toBe(1);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after its time limit on a page that never settles, and only once', () => {
    const run = jest.fn();
    afterPageSettles(run, 3000, 10_000);
    window.dispatchEvent(new Event('load'));
    for (let elapsed = 0; elapsed < 10_000; elapsed += 1000) {
      report();
      jest.advanceTimersByTime(1000);
    }
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits the quiet time where loads cannot be observed', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    readyState.mockReturnValue('complete');
    const run = jest.fn();
    afterPageSettles(run, 3000, 30_000);
    jest.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before or after the load', () => {
    const before = jest.fn();
    afterPageSettles(before)();
    const after = jest.fn();
    const cancel = afterPageSettles(after, 3000, 30_000);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1);
    cancel();
    expect(disconnected).toBe(1);
    jest.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('afterPageLoad during start-up', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get');
  afterEach(() => readyState.mockReset());

  it('also waits for the start-up it was told to hold for', async () => {
    readyState.mockReturnValue('complete');
    let finish: () => void = () => undefined;
    holdPageLoadUntil(new Promise<void>((resolve) => (finish = resolve)));
    const run = jest.fn();
    afterPageLoad(run, 100);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).toHaveBeenCalledTimes(1);

    // Once start-up is over nothing is held any more.
    const later = jest.fn();
    jest.useFakeTimers();
    afterPageLoad(later);
    jest.runAllTimers();
    jest.useRealTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: schedulerYield } });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('yielded'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'yielded']);
  });

  it('falls back to a timer without MessageChannel', async () => {
    const original = globalThis.MessageChannel;
    Object.assign(globalThis, { MessageChannel: undefined });
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      const yielded = yieldToMain().then(done);
      await Promise.resolve();
      expect(done).not.toHaveBeenCalled();
      jest.runAllTimers();
      await yielded;
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(globalThis, { MessageChannel: original });
    }
  });
});

describe('afterNextPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('resolves in a task after the next frame, one wait shared by the callers of that frame', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const done = jest.fn();
    const first = afterNextPaint().then(done);
    const second = afterNextPaint();
    expect(frames).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).not.toHaveBeenCalled();
    frames[0](0);
    await Promise.all([first, second]);
    expect(done).toHaveBeenCalledTimes(1);
    // The next caller waits for a frame of its own.
    void afterNextPaint();
    expect(frames).toHaveLength(2);
  });

  it('resolves after its time limit when no frame comes (a hidden tab)', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      const waiting = afterNextPaint(100).then(done);
      jest.advanceTimersByTime(99);
      await Promise.resolve();
      expect(done).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await waiting;
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

