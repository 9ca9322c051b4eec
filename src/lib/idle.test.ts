import { afterNextPaint, afterPageLoad, holdPageLoadUntil, whenIdle, yieldToMain } from './idle';

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
