import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { toastStore, type ToastProps } from '../../lib/toasts';
import Toasts from './Toasts';

function renderToasts() {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <Toasts />
    </IntlProvider>
  );
}

afterEach(() => {
  act(() => toastStore.clear());
  jest.useRealTimers();
});

describe('Toasts', () => {
  it('shows info, warning, error and success toasts in a labelled region, errors as alerts', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const shown: { toast: ToastProps; role: 'status' | 'alert' }[] = [
      { toast: { type: 'info', message: 'You are online.', timeout: 3000 }, role: 'status' },
      { toast: { type: 'warning', message: 'Only 2 left.', dismissable: true }, role: 'status' },
      { toast: { type: 'error', message: 'You are offline. Some features may be unavailable.', timeout: 3000 }, role: 'alert' },
      { toast: { type: 'success', message: 'Added to your cart.', dismissable: true }, role: 'status' }
    ];
    const classes = shown.map(({ toast, role }) => {
      act(() => {
        toastStore.clear();
        toastStore.add(toast);
      });
      expect(screen.getByRole(role)).toHaveTextContent(toast.message);
      return within(region).getByRole('listitem').className;
    });
    // Each type has its own look.
    expect(new Set(classes).size).toBe(4);
  });

  it('shows the newest two at a time, the newest last; an older one comes back when a newer one goes', () => {
    renderToasts();
    act(() => {
      toastStore.add({ type: 'info', message: 'You are online.', dismissable: true });
      toastStore.add({ type: 'warning', message: 'Only 2 left.', dismissable: true });
      toastStore.add({ type: 'success', message: 'Added to your cart.', dismissable: true });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Only 2 left.', 'Added to your cart.']);
    act(() => {
      toastStore.remove(toastStore.getSnapshot()[2].id);
    });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['You are online.', 'Only 2 left.']);
  });

  it('shows only the newest on a phone', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: false, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      renderToasts();
      act(() => {
        toastStore.add({ type: 'warning', message: 'Only 2 left.', dismissable: true });
        toastStore.add({ type: 'success', message: 'Added to your cart.', dismissable: true });
      });
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 640px)');
      expect(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Added to your cart.']);
    } finally {
      // jsdom has no matchMedia of its own.
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('lets the success toasts go when a drawer opens (the mini cart shows what was added); others stay', () => {
    const view = renderToasts();
    act(() => {
      toastStore.add({ type: 'error', message: 'The item could not be removed.', dismissable: true });
      toastStore.add({ type: 'success', message: 'Whey was added to your cart.', dismissable: true });
    });
    view.rerender(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <Toasts isDrawerOpen />
      </IntlProvider>
    );
    expect(screen.queryByText('Whey was added to your cart.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The item could not be removed.');
    expect(toastStore.getSnapshot().map((toast) => toast.type)).toEqual(['error']);
  });

  it('dismisses a dismissable toast (calling onDismiss); others have no dismiss button', async () => {
    renderToasts();
    const onDismiss = jest.fn();
    act(() => {
      toastStore.add({ type: 'warning', message: 'Check your address.', dismissable: true, onDismiss });
      toastStore.add({ type: 'info', message: 'Saved.', timeout: 3000 });
    });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0]);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Check your address.')).not.toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });

  it('runs the action, which decides whether the toast goes', async () => {
    renderToasts();
    const onAction = jest.fn((remove: () => void) => remove());
    act(() => {
      toastStore.add({ type: 'info', message: 'A new version is available', actionText: 'Reload', dismissable: true, timeout: false, onAction });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('removes a toast after its timeout (5000 ms by default)', () => {
    jest.useFakeTimers();
    renderToasts();
    act(() => {
      toastStore.add({ type: 'success', message: 'Default timeout.' });
      toastStore.add({ type: 'info', message: 'You are online.', timeout: 3000 });
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('You are online.')).not.toBeInTheDocument();
    expect(screen.getByText('Default timeout.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Default timeout.')).not.toBeInTheDocument();
  });
});
