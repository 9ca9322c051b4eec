// Start-up in stages: while the first page renders, parts of it that are not needed for the first
// paint (below the header, below the fold, behind a fixed-size box) wait their turn and render one
// per task afterwards, in the order they were put off. One long first render would keep the browser
// from answering input; several short ones do not. Once the queue has drained, nothing waits again:
// later pages render in one go as usual. Off unless started (index.tsx starts it for the first load;
// tests and the store switch render at once).
import { holdPageLoadUntil, yieldToMain } from '../../lib/idle';

type Release = () => void;

let booting = false;
let pumping = false;
const queue: Release[] = [];
let finishStartup: (() => void) | undefined;

/**
 * Called right before the first render (in the same task): parts put off from here on render one per
 * task. Start-up ends when the queue has drained — at the latest in the next task, if nothing waits.
 */
export function startBootStages(): void {
  booting = true;
  // Work put off until after the page's load (footer, banner, service worker) waits for this too.
  holdPageLoadUntil(new Promise<void>((resolve) => (finishStartup = resolve)));
  whenBootStageFree(() => undefined);
}

/** Whether a part mounting now is put off (only during the first load). */
export function isBooting(): boolean {
  return booting;
}

async function pump(): Promise<void> {
  pumping = true;
  for (;;) {
    // A released part renders in this task's microtasks and may put off parts of its own: the queue
    // is looked at again only in the next task.
    await yieldToMain();
    const release = queue.shift();
    if (!release) break;
    release();
  }
  pumping = false;
  booting = false;
  finishStartup?.();
  finishStartup = undefined;
}

/**
 * Puts a part off until its turn (one part per task); runs it at once when start-up is over. Returns
 * a function that takes it out of the queue (it unmounted before its turn).
 */
export function whenBootStageFree(release: Release): () => void {
  if (!booting) {
    release();
    return () => undefined;
  }
  queue.push(release);
  if (!pumping) void pump();
  return () => {
    const index = queue.indexOf(release);
    if (index >= 0) queue.splice(index, 1);
  };
}

/** For tests: back to the state before start-up. */
export function resetBootStages(): void {
  booting = false;
  pumping = false;
  queue.length = 0;
  finishStartup?.();
  finishStartup = undefined;
}
