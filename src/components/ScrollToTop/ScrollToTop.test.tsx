import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import ScrollToTop from './ScrollToTop';

/** The shopper scrolls (a wheel turn, then the scroll), or the page scrolls itself (`byPage`). */
function scrollTo(y: number, byPage = false) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    if (!byPage) window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

/** Time passes (fake timers). */
function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // requestAnimationFrame through the fake timers
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 16) as unknown as number);
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => clearTimeout(handle));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  function renderArrow() {
    return render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <input aria-label="Phone" />
        <ScrollToTop />
      </IntlProvider>
    );
  }
  const arrow = () => screen.queryByRole('button', { name: 'Scroll to top' });

  it('does not float over a page opened already scrolled down (a reload) or one being read downwards', () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    renderArrow();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(arrow()).not.toBeInTheDocument();
    scrollTo(1400);
    scrollTo(2000);
    expect(arrow()).not.toBeInTheDocument();
  });

  it('shows the arrow while the shopper scrolls back up past 300 px, and hides it 2.5 s after', () => {
    renderArrow();
    scrollTo(1200);
    expect(arrow()).not.toBeInTheDocument();
    scrollTo(1000);
    expect(arrow()).toBeInTheDocument();
    advance(2400);
    expect(arrow()).toBeInTheDocument();
    advance(200);
    expect(arrow()).not.toBeInTheDocument();
    // Scrolling down again hides it at once; up to 300 px and below, it is not needed.
    scrollTo(900);
    expect(arrow()).toBeInTheDocument();
    scrollTo(1100);
    expect(arrow()).not.toBeInTheDocument();
    scrollTo(800);
    scrollTo(300);
    expect(arrow()).not.toBeInTheDocument();
  });

  it("does not come when the page scrolls itself up (to a checkout step), only on the shopper's move", () => {
    renderArrow();
    scrollTo(2000);
    advance(1500);
    scrollTo(1200, true);
    expect(arrow()).not.toBeInTheDocument();
    scrollTo(1100);
    expect(arrow()).toBeInTheDocument();
  });

  it('stays while the pointer is on it, and never shows while a field is typed into', async () => {
    renderArrow();
    scrollTo(1200);
    scrollTo(1000);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.hover(screen.getByRole('button', { name: 'Scroll to top' }));
    advance(10000);
    expect(arrow()).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'Scroll to top' }));
    advance(2500);
    expect(arrow()).not.toBeInTheDocument();

    act(() => {
      screen.getByRole('textbox', { name: 'Phone' }).focus();
    });
    scrollTo(800);
    expect(arrow()).not.toBeInTheDocument();
    act(() => {
      screen.getByRole('textbox', { name: 'Phone' }).blur();
    });
    scrollTo(700);
    expect(arrow()).toBeInTheDocument();
  });

  it('scrolls back to the top', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ScrollToTop />
      </IntlProvider>
    );
    scrollTo(1200);
    scrollTo(900);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
