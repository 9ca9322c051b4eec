import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import ScrollToTop from './ScrollToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
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

  it('shows the arrow in the first frame when the page opens already scrolled down (a reload)', () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ScrollToTop />
      </IntlProvider>
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('shows the arrow only once the page is scrolled more than 300 px', () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ScrollToTop />
      </IntlProvider>
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls back to the top', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ScrollToTop />
      </IntlProvider>
    );
    scrollTo(900);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
