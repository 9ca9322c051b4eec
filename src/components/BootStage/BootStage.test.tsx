import { act, render, screen } from '@testing-library/react';

import * as idle from '../../lib/idle';
import BootStage, { useAfterMainImage } from './BootStage';
import {
  holdNextStageUntil,
  isBooting,
  resetBootStages,
  STAGE_HOLD_LIMIT_MS,
  startBootStages,
  whenBootStageFree,
  whenStartedUp
} from './bootStages';

/** Frames in these tests: the next task stands for the next painted frame. */
function paintInNextTask() {
  return jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Lets every queued task (MessageChannel or timer) and its microtasks run. */
async function flushTasks(times = 5) {
  for (let i = 0; i < times; i += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

afterEach(() => {
  resetBootStages();
  jest.restoreAllMocks();
});

/** A part that notes the first time it renders, in `order`. */
function renderRecorder() {
  const order: string[] = [];
  function Seen({ name }: { name: string }) {
    if (!order.includes(name)) order.push(name);
    return <p>{name}</p>;
  }
  return { order, Seen };
}

/** A part (the listing) with its fallback ('waiting'). */
function renderListingStage() {
  return render(
    <BootStage fallback={<p>waiting</p>}>
      <p>Listing</p>
    </BootStage>
  );
}

describe('BootStage', () => {
  beforeEach(() => paintInNextTask());

  it('renders at once when start-up stages were never started (later pages, tests)', () => {
    renderListingStage();
    expect(screen.getByText('Listing')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('during start-up shows the fallback first, then the part in a later task', async () => {
    startBootStages();
    renderListingStage();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Listing')).not.toBeInTheDocument();
    await flushTasks();
    expect(screen.getByText('Listing')).toBeInTheDocument();
    expect(isBooting()).toBe(false);
  });

  it('releases parts one per task, in order, and nothing waits once the queue has drained', async () => {
    startBootStages();
    const released: string[] = [];
    whenBootStageFree(() => released.push('header'));
    whenBootStageFree(() => released.push('listing'));
    expect(released).toEqual([]);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(released.length).toBeLessThan(2);
    await flushTasks();
    expect(released).toEqual(['header', 'listing']);

    const later = jest.fn();
    whenBootStageFree(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits for each part to be painted before the next one renders', async () => {
    const frames: Array<() => void> = [];
    jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => frames.push(resolve)));
    startBootStages();
    const released: string[] = [];
    whenBootStageFree(() => released.push('header'));
    whenBootStageFree(() => released.push('page'));
    await flushTasks();
    expect(released).toEqual([]);
    await act(async () => frames.shift()?.());
    expect(released).toEqual([]); // start-up's own empty turn
    await act(async () => frames.shift()?.());
    expect(released).toEqual(['header']);
    await flushTasks();
    expect(released).toEqual(['header']);
    await act(async () => frames.shift()?.());
    expect(released).toEqual(['header', 'page']);
  });

  it('tells when start-up is over, and at once when it is not running', async () => {
    const outside = jest.fn();
    await whenStartedUp().then(outside);
    expect(outside).toHaveBeenCalledTimes(1);

    startBootStages();
    whenBootStageFree(() => undefined);
    const done = jest.fn();
    const waiting = whenStartedUp().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await flushTasks();
    await waiting;
    expect(done).toHaveBeenCalledTimes(1);
    expect(isBooting()).toBe(false);
  });

  it('holds work waiting for the page load until start-up is over', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startBootStages();
    render(
      <BootStage>
        <p>Listing</p>
      </BootStage>
    );
    const footer = jest.fn();
    idle.afterPageLoad(footer, 50);
    expect(footer).not.toHaveBeenCalled();
    await flushTasks();
    expect(screen.getByText('Listing')).toBeInTheDocument();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));
    expect(footer).toHaveBeenCalledTimes(1);
  });

  it('ends start-up in the next task when nothing was put off', async () => {
    startBootStages();
    expect(isBooting()).toBe(true);
    await flushTasks(2);
    expect(isBooting()).toBe(false);
  });

  it('drops a part that unmounts before its turn', async () => {
    startBootStages();
    const { unmount } = render(
      <BootStage>
        <p>Listing</p>
      </BootStage>
    );
    const kept = jest.fn();
    const cancel = whenBootStageFree(kept);
    unmount();
    cancel();
    await flushTasks();
    expect(kept).not.toHaveBeenCalled();
    expect(isBooting()).toBe(false);
  });
});

describe('BootStage nested', () => {

  it('puts off a part that a released part renders to a task of its own', async () => {
    // Tasks made by hand: each step() lets one waiting yieldToMain() go on.
    const waiting: Array<() => void> = [];
    jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => waiting.push(resolve)));
    const step = () => act(async () => waiting.shift()?.());

    startBootStages();
    render(
      <BootStage>
        <div>
          <p>Outer</p>
          <BootStage>
            <p>Inner</p>
          </BootStage>
        </div>
      </BootStage>
    );
    expect(screen.queryByText('Outer')).not.toBeInTheDocument();
    await step(); // start-up's own empty turn
    await step();
    expect(screen.getByText('Outer')).toBeInTheDocument();
    expect(screen.queryByText('Inner')).not.toBeInTheDocument();
    await step();
    expect(screen.getByText('Inner')).toBeInTheDocument();
    expect(isBooting()).toBe(true);
    await step();
    expect(isBooting()).toBe(false);
  });
});

function Picture() {
  return <p>{useAfterMainImage() ? 'image' : 'box'}</p>;
}

describe('useAfterMainImage', () => {
  beforeEach(() => paintInNextTask());

  it('is true at once outside start-up', () => {
    render(<Picture />);
    expect(screen.getByText('image')).toBeInTheDocument();
  });

  it('during start-up turns true once the main image has been painted, before start-up is over', async () => {
    // Frames painted by hand: what waits for one is released only by paint().
    const frames: Array<() => void> = [];
    jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => frames.push(resolve)));
    const paint = () =>
      act(async () => {
        for (const frame of frames.splice(0)) frame();
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
      });
    startBootStages();
    let decoded: () => void = () => undefined;
    whenBootStageFree(() => holdNextStageUntil(() => new Promise<void>((resolve) => (decoded = resolve))));
    // A part after the main image, holding start-up until its own content is ready.
    let partReady: () => void = () => {
      throw new Error('The part after the main image has not rendered');
    };
    whenBootStageFree(() => holdNextStageUntil(() => new Promise<void>((resolve) => (partReady = resolve))));
    render(<Picture />);
    await paint();
    await paint();
    expect(screen.getByText('box')).toBeInTheDocument();
    await act(async () => decoded());
    await act(async () => undefined);
    // Not in the frame that paints it.
    expect(screen.getByText('box')).toBeInTheDocument();
    await paint();
    expect(screen.getByText('image')).toBeInTheDocument();
    expect(isBooting()).toBe(true);
    // The next part renders in a frame of its own, and holds start-up.
    await paint();
    expect(isBooting()).toBe(true);
    await act(async () => partReady());
    for (let frame = 0; frame < 10 && isBooting(); frame += 1) await paint();
    expect(isBooting()).toBe(false);
  });

  it('turns true when start-up ends on a page without a main image', async () => {
    startBootStages();
    render(<Picture />);
    expect(screen.getByText('box')).toBeInTheDocument();
    await flushTasks();
    expect(isBooting()).toBe(false);
    expect(screen.getByText('image')).toBeInTheDocument();
  });
});

describe('holdNextStageUntil', () => {
  beforeEach(() => paintInNextTask());

  it('keeps the next part waiting until what holds it is ready, then a frame', async () => {
    startBootStages();
    const released: string[] = [];
    let ready: () => void = () => undefined;
    whenBootStageFree(() => {
      released.push('page');
      holdNextStageUntil(() => new Promise<void>((resolve) => (ready = resolve)));
    });
    whenBootStageFree(() => released.push('below'));
    await flushTasks(8);
    expect(released).toEqual(['page']);
    await act(async () => ready());
    await flushTasks();
    expect(released).toEqual(['page', 'below']);
  });

  it('does not wait past its limit, nor at all outside start-up', async () => {
    const never = jest.fn(() => new Promise<void>(() => undefined));
    holdNextStageUntil(never);
    expect(never).not.toHaveBeenCalled();

    jest.useFakeTimers();
    try {
      startBootStages();
      holdNextStageUntil(never);
      const later = jest.fn();
      whenBootStageFree(later);
      await jest.advanceTimersByTimeAsync(STAGE_HOLD_LIMIT_MS - 50);
      expect(later).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(100);
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('BootStage laterTurns', () => {
  beforeEach(() => paintInNextTask());

  it('lets a part put off later by an earlier one render first', async () => {
    const { order, Seen } = renderRecorder();
    startBootStages();
    render(
      <>
        <BootStage>
          <Seen name="summary" />
          <BootStage>
            <Seen name="form" />
          </BootStage>
        </BootStage>
        <BootStage laterTurns={1}>
          <Seen name="tabs" />
        </BootStage>
      </>
    );
    await flushTasks(12);
    expect(screen.getByText('tabs')).toBeInTheDocument();
    expect(order).toEqual(['summary', 'form', 'tabs']);
  });
});

describe('BootStage late', () => {
  beforeEach(() => paintInNextTask());

  it('renders a late part after the others, including the parts they put off', async () => {
    const { order, Seen } = renderRecorder();
    startBootStages();
    render(
      <>
        <BootStage late>
          <Seen name="offers" />
        </BootStage>
        <BootStage>
          <Seen name="page" />
          <BootStage>
            <Seen name="listing" />
          </BootStage>
        </BootStage>
      </>
    );
    await flushTasks(12);
    expect(screen.getByText('offers')).toBeInTheDocument();
    expect(order).toEqual(['page', 'listing', 'offers']);
  });
});
