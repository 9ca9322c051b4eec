import { OPEN_COOKIE_SETTINGS_EVENT, onOpenCookieSettings, openCookieSettings } from './cookieSettings';

describe('cookie settings event', () => {
  it('calls every listener when the settings are asked for, until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onOpenCookieSettings(first);
    const stopSecond = onOpenCookieSettings(second);

    openCookieSettings();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    openCookieSettings();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
  });

  it('dispatches the named window event, so code without the import can ask too', () => {
    const listener = jest.fn();
    const stop = onOpenCookieSettings(listener);
    window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('works on another target (an iframe window, a test double)', () => {
    const target = new EventTarget() as unknown as Window;
    const listener = jest.fn();
    const onWindow = jest.fn();
    const stopWindow = onOpenCookieSettings(onWindow);
    const stop = onOpenCookieSettings(listener, target);
    openCookieSettings(target);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onWindow).not.toHaveBeenCalled();
    stop();
    stopWindow();
  });
});
