import { getWaitingAppUpdate, isAppUpdated, resetAppUpdateForTests, subscribeToAppUpdate } from './navigation/appUpdate';
import { RELOAD_FALLBACK_MS, registerServiceWorker, SERVICE_WORKER_URL, UPDATE_CHECK_INTERVAL_MS } from './serviceWorker';

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = jest.fn(() => Promise.resolve());
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = jest.fn(() => Promise.resolve(this.registration));
  constructor(public controller: FakeWorker | null) {
    super();
  }
  takeControl(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup(controller: FakeWorker | null) {
  const container = new FakeContainer(controller);
  const reload = jest.fn();
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const repeating: Array<{ callback: () => void; ms: number }> = [];
  const onUpdated = jest.fn();
  const registering = registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    reload,
    onUpdated,
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    setRepeatingTimer: (callback, ms) => repeating.push({ callback, ms })
  });
  return { container, reload, timers, repeating, onUpdated, registering };
}

beforeEach(() => resetAppUpdateForTests());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site and looks for updates every hour', async () => {
    const { container, registering, repeating } = setup(null);
    await registering;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(repeating.map((timer) => timer.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    repeating[0].callback();
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('does not prompt for the first worker, which takes the page without a reload', async () => {
    const { container, registering, reload, onUpdated } = setup(null);
    await registering;
    const first = new FakeWorker('installing');
    container.registration.find(first);
    first.moveTo('installed');
    expect(getWaitingAppUpdate()).toBeNull();
    first.moveTo('activated');
    container.takeControl(first);
    expect(reload).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
    expect(isAppUpdated()).toBe(false);
    expect(first.messages).toEqual([]);
  });

  it('announces an installed update instead of skipping waiting, and reloads once the shopper applies it', async () => {
    const current = new FakeWorker('activated');
    const { container, registering, reload, timers } = setup(current);
    await registering;
    const listener = jest.fn();
    subscribeToAppUpdate(listener);

    const next = new FakeWorker('installing');
    container.registration.find(next);
    expect(getWaitingAppUpdate()).toBeNull();
    next.moveTo('installed');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([]);

    getWaitingAppUpdate()?.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.takeControl(next);
    expect(reload).toHaveBeenCalledTimes(1);
    // The fallback timer finds the reload done.
    expect(timers.map((timer) => timer.ms)).toEqual([RELOAD_FALLBACK_MS]);
    timers[0].callback();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a worker already waiting at start-up, and reloads by the fallback timer when no controllerchange comes', async () => {
    const current = new FakeWorker('activated');
    const container = new FakeContainer(current);
    container.registration.waiting = new FakeWorker('installed');
    const reload = jest.fn();
    const timers: Array<() => void> = [];
    await registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      reload,
      setTimer: (callback) => timers.push(callback),
      setRepeatingTimer: () => undefined
    });
    const update = getWaitingAppUpdate();
    expect(update).not.toBeNull();
    update?.apply();
    expect(container.registration.waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    timers.forEach((callback) => callback());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('marks the app updated when another tab let a new version take over', async () => {
    const current = new FakeWorker('activated');
    const { container, registering, reload, onUpdated } = setup(current);
    await registering;
    container.takeControl(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
    expect(onUpdated).toHaveBeenCalledTimes(1);
    expect(isAppUpdated()).toBe(true);
  });

  it("warns 'SW Not Registered' and nothing else when registration fails", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = new FakeContainer(null);
    const failure = new Error('blocked');
    container.register.mockImplementation(() => Promise.reject(failure));
    await expect(registerServiceWorker({ container: container as unknown as ServiceWorkerContainer })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('SW Not Registered', failure);
    warn.mockRestore();
  });

  it('does nothing without service worker support', async () => {
    await expect(registerServiceWorker({ container: undefined })).resolves.toBeUndefined();
  });
});
