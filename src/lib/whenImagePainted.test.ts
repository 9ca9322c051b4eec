import * as idle from './idle';
import { whenImagePainted } from './whenImagePainted';
describe('whenImagePainted', () => {
  type Entries = { getEntries(): Array<{ element: Element | null }> };
  let report: (list: Entries) => void = () => undefined;
  let disconnected = 0;
  let observedTypes: string[] = [];
  class FakeLcpObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: Entries) => void) {
      report = callback;
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      observedTypes.push(`${type}${buffered ? ' (buffered)' : ''}`);
    }
    disconnect() {
      disconnected += 1;
    }
  }
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  const entries = (...elements: Array<Element | null>): Entries => ({ getEntries: () => elements.map((element) => ({ element })) });
  const image = (decode?: () => Promise<void>) => Object.assign(document.createElement('img'), decode ? { decode } : {});
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  beforeEach(() => {
    disconnected = 0;
    observedTypes = [];
    // A frame is a 100 ms timer here (afterNextPaint is idle.ts's, shared with other callers).
    jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeLcpObserver;
    jest.useFakeTimers();
  });
  afterEach(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('resolves when the image is reported as a largest-contentful-paint candidate, not when another element is', async () => {
    const img = image(() => Promise.resolve());
    const painted = whenImagePainted(img);
    expect(observedTypes).toEqual(['largest-contentful-paint (buffered)']);
    report(entries(document.createElement('p')));
    expect(await settled(painted)).toBe(false);
    report(entries(img));
    expect(await settled(painted)).toBe(true);
    expect(disconnected).toBe(1);
  });

  it('gives up waiting after the time limit', async () => {
    const painted = whenImagePainted(image(() => new Promise<void>(() => undefined)), 1000);
    jest.advanceTimersByTime(999);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
    expect(disconnected).toBe(1);
  });

  it('stops waiting when the image cannot be decoded', async () => {
    const painted = whenImagePainted(image(() => Promise.reject(new Error('broken'))));
    expect(await settled(painted)).toBe(true);
  });

  it('waits for decoding where the browser reports no largest contentful paint', async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    let decodedImage: () => void = () => undefined;
    const painted = whenImagePainted(image(() => new Promise<void>((resolve) => (decodedImage = resolve))));
    expect(await settled(painted)).toBe(false);
    decodedImage();
    // Then two frames (each at most 100 ms here, without frames).
    await jest.advanceTimersByTimeAsync(250);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait past two frames after decoding when another element is the largest paint', async () => {
    const painted = whenImagePainted(image(() => Promise.resolve()), 1000);
    report(entries(document.createElement('h1')));
    expect(await settled(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(250);
    expect(await settled(painted)).toBe(true);
    expect(disconnected).toBe(1);
  });
});
