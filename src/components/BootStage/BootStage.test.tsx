import { act, render, screen } from '@testing-library/react';

import * as idle from '../../lib/idle';
import BootStage from './BootStage';
import { isBooting, resetBootStages, startBootStages, whenBootStageFree } from './bootStages';

/** Lets every queued task (MessageChannel or timer) and its microtasks run. */
async function flushTasks(times = 5) {
  for (let i = 0; i < times; i += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

describe('BootStage', () => {
  afterEach(() => resetBootStages());

  it('renders at once when start-up stages were never started (later pages, tests)', () => {
    render(
      <BootStage fallback={<p>waiting</p>}>
        <p>Listing</p>
      </BootStage>
    );
    expect(screen.getByText('Listing')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('during start-up shows the fallback first, then the part in a later task', async () => {
    startBootStages();
    render(
      <BootStage fallback={<p>waiting</p>}>
        <p>Listing</p>
      </BootStage>
    );
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
    jest.restoreAllMocks();
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
  afterEach(() => {
    resetBootStages();
    jest.restoreAllMocks();
  });

  it('puts off a part that a released part renders to a task of its own', async () => {
    // Tasks made by hand: each step() lets one waiting yieldToMain() go on.
    const waiting: Array<() => void> = [];
    jest.spyOn(idle, 'yieldToMain').mockImplementation(() => new Promise<void>((resolve) => waiting.push(resolve)));
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
