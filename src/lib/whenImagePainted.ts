// When the page's main image is on screen (BootStage holds the next start-up stage until then).
import { afterNextPaint } from './idle';

/**
 * Resolves once `image` is on screen: when the browser reports it as a largest-contentful-paint
 * candidate (the frame that shows it, which for a large image can come a frame or two after its
 * decoding: Chrome rasterises big images apart), or two frames after its decoding, whichever is first
 * (another, larger element may be the candidate; input ends LCP reporting; some browsers have no such
 * entries). Resolves after `timeoutMs` at the latest, and at once if it cannot be decoded.
 */
export function whenImagePainted(image: HTMLImageElement, timeoutMs = 1000): Promise<void> {
  const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, timeoutMs);
    if (canObserve) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    decoded.then(
      () => afterNextPaint().then(() => afterNextPaint()).then(done),
      // A source that cannot be decoded is never painted.
      done
    );
  });
}
