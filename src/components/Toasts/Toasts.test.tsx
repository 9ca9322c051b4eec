import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { toastStore } from '../../lib/toasts';
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
    act(() => {
      toastStore.add({ type: 'info', message: 'You are online.', timeout: 3000 });
      toastStore.add({ type: 'warning', message: 'Only 2 left.', dismissable: true });
      toastStore.add({ type: 'error', message: 'You are offline. Some features may be unavailable.', timeout: 3000 });
      toastStore.add({ type: 'success', message: 'Added to your cart.', dismissable: true });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Some features may be unavailable.');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['You are online.', 'Only 2 left.', 'Added to your cart.']);
    // Each type has its own look.
    const classes = within(region).getAllByRole('listitem').map((item) => item.className);
    expect(new Set(classes).size).toBe(4);
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
