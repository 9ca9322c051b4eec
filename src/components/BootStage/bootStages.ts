// Start-up in stages: while the first page renders, parts of it that are not needed for the first
// paint (below the header, below the fold, behind a fixed-size box) wait their turn and render one
// per task afterwards, in the order they were put off, each after the previous one has been painted.
// One long first render would keep the browser from answering input; several short ones do not. And
// what a later part fetches (its code, images, data) starts once what came before is on screen: the
// page's main image is not kept waiting behind them. Once the queue has drained, nothing waits again:
// later pages render in one go as usual. Off unless started (index.tsx starts it for the first load;
// tests and the store switch render at once).
import { afterNextPaint, holdPageLoadUntil } from '../../lib/idle';

type Release = () => void;

let booting = false;
let pumping = false;
const queue: Release[] = [];
/** Parts that wait until every part of the first queue has rendered (the page's before the header's extras). */
const lateQueue: Release[] = [];
let finishStartup: (() => void) | undefined;
let startedUp: Promise<void> = Promise.resolve();
const holds: Array<Promise<unknown>> = [];
/** Settles when the first hold has (the page's main image can be painted), or start-up ends without one. */
let mainImageShown: Promise<void> = Promise.resolve();
let showMainImage: (() => void) | undefined;

/** How long the next part waits at most for what holds it (a main image still downloading). */
export const STAGE_HOLD_LIMIT_MS = 800;

/**
 * Called right before the first render (in the same task): parts put off from here on render one per
 * task. Start-up ends when the queue has drained — at the latest in the next task, if nothing waits.
 */
export function startBootStages(): void {
  booting = true;
  startedUp = new Promise<void>((resolve) => (finishStartup = resolve));
  mainImageShown = new Promise<void>((resolve) => (showMainImage = resolve));
  // Work put off until after the page's load (footer, banner, service worker) waits for this too.
  holdPageLoadUntil(startedUp);
  whenBootStageFree(() => undefined);
}

/** Whether a part mounting now is put off (only during the first load). */
export function isBooting(): boolean {
  return booting;
}

/** Bumped by resetBootStages: a pump of an earlier start-up stops. */
let generation = 0;

async function pump(): Promise<void> {
  pumping = true;
  const own = generation;
  for (;;) {
    // A released part renders in this task's microtasks and may put off parts of its own: the queue
    // is looked at again only once that render has been painted — with the page's main image, when
    // it brought one (holdNextStageUntil).
    await afterNextPaint();
    while (holds.length > 0 && own === generation) {
      await Promise.all(holds.splice(0));
      await afterNextPaint();
    }
    if (own !== generation) return;
    const release = queue.shift() ?? lateQueue.shift();
    if (!release) break;
    release();
  }
  pumping = false;
  booting = false;
  settleMainImage();
  finishStartup?.();
  finishStartup = undefined;
}

function settleMainImage(): void {
  showMainImage?.();
  showMainImage = undefined;
}

/**
 * Puts a part off until its turn (one part per task); runs it at once when start-up is over. A `late`
 * part waits until the others, including those they put off in turn, have rendered. Returns a
 * function that takes it out of the queue (it unmounted before its turn).
 */
export function whenBootStageFree(release: Release, late = false): () => void {
  if (!booting) {
    release();
    return () => undefined;
  }
  const own = late ? lateQueue : queue;
  own.push(release);
  if (!pumping) void pump();
  return () => {
    const index = own.indexOf(release);
    if (index >= 0) own.splice(index, 1);
  };
}

/**
 * The next part waits for what `ready` starts too (at most STAGE_HOLD_LIMIT_MS), then for a frame: for the page's
 * main image, which should be on screen before what comes after it starts its own downloads. Nothing
 * happens outside start-up.
 */
export function holdNextStageUntil(ready: () => Promise<unknown>): void {
  if (!booting) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, STAGE_HOLD_LIMIT_MS)));
  holds.push(
    Promise.race([ready().catch(() => undefined), limit]).finally(() => {
      clearTimeout(timer);
      // The other images start once the frame with this one has been painted: requested before it,
      // they count towards its (largest contentful) paint in Lighthouse's model, which starts such
      // requests (lazy images have no script initiator) with the document's and so against the
      // page's scripts.
      void afterNextPaint().then(settleMainImage);
    })
  );
}

/**
 * Resolves once the page's main image has been painted (the first hold of holdNextStageUntil has
 * settled, then a frame) or start-up is over without one; at once when start-up is not running. For what would
 * compete with that image for bandwidth and connections (the page's other images).
 */
export function whenMainImageShown(): Promise<void> {
  return booting ? mainImageShown : Promise.resolve();
}

/**
 * Resolves when start-up is over (every part put off has rendered and been painted); at once when it
 * is not running. For work the first page does not need on screen (the cart's details, say).
 */
export function whenStartedUp(): Promise<void> {
  return booting ? startedUp : Promise.resolve();
}

/** For tests: back to the state before start-up. */
export function resetBootStages(): void {
  generation += 1;
  booting = false;
  pumping = false;
  queue.length = 0;
  lateQueue.length = 0;
  holds.length = 0;
  startedUp = Promise.resolve();
  finishStartup?.();
  finishStartup = undefined;
  mainImageShown = Promise.resolve();
  settleMainImage();
}
