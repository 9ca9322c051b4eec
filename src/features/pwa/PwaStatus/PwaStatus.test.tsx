import { act, screen } from '@testing-library/react';

import { announceAppUpdate, resetAppUpdateForTests } from '../../../app/navigation/appUpdate';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import { appActions } from '../../../store/app/actions';
import { createInitialAppState } from '../../../store/app/reducer';
import PwaStatus from './PwaStatus';
import { manifestPathFor } from './usePwaStatus';

const OFFLINE_TEXT = 'You are offline. Some features may be unavailable.';

function addManifestLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.setAttribute('href', '/manifest.webmanifest');
  document.head.append(link);
  return link;
}

beforeEach(() => {
  toastStore.clear();
  resetAppUpdateForTests();
  document.head.innerHTML = '';
});

describe('PwaStatus', () => {
  it('shows the offline icon while offline and hides it when back online', () => {
    const { store } = renderWithProviders(<PwaStatus />, { route: '/' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(appActions.setOffline());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    expect(screen.getByTitle('You are offline')).toBeInTheDocument();
    act(() => {
      store.dispatch(appActions.setOnline());
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starting offline shows the icon and the 3 s offline toast once', () => {
    renderWithProviders(<PwaStatus />, { route: '/', preloadedState: { app: createInitialAppState(false) } });
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    const toasts = toastStore.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: 'error', message: OFFLINE_TEXT, timeout: 3000, dismissable: true });
  });

  it('takes the offline toast away once back online', () => {
    const { store } = renderWithProviders(<PwaStatus />, { route: '/', preloadedState: { app: createInitialAppState(false) } });
    act(() => {
      toastStore.add({ type: 'info', message: 'Unrelated.', timeout: 3000 });
    });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([OFFLINE_TEXT, 'Unrelated.']);
    act(() => {
      store.dispatch(appActions.setOnline());
    });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(['Unrelated.']);
  });

  it('does not toast when starting online', () => {
    renderWithProviders(<PwaStatus />, { route: '/' });
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('links the English manifest in the English view and the default one elsewhere', () => {
    const link = addManifestLink();
    const { unmount } = renderWithProviders(<PwaStatus />, { route: '/en/proteins.html' });
    expect(link.getAttribute('href')).toBe('/en/manifest.webmanifest');
    unmount();
    renderWithProviders(<PwaStatus />, { route: '/proteine.html' });
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(manifestPathFor('/en')).toBe('/en/manifest.webmanifest');
  });

  it('adds the manifest link when the page has none', () => {
    document.querySelectorAll('link[rel="manifest"]').forEach((element) => element.remove());
    renderWithProviders(<PwaStatus />, { route: '/en' });
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/en/manifest.webmanifest');
  });

  it("prompts 'A new version is available' with a 'Reload' action that applies the update", () => {
    renderWithProviders(<PwaStatus />, { route: '/' });
    expect(toastStore.getSnapshot()).toEqual([]);
    const apply = jest.fn();
    act(() => announceAppUpdate({ apply }));
    const [toast] = toastStore.getSnapshot();
    expect(toast).toMatchObject({
      type: 'info',
      message: 'A new version is available',
      actionText: 'Reload',
      dismissable: true,
      timeout: false
    });
    expect(apply).not.toHaveBeenCalled();
    act(() => toastStore.action(toast.id));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('dismissing the prompt keeps the current version', () => {
    renderWithProviders(<PwaStatus />, { route: '/' });
    const apply = jest.fn();
    act(() => announceAppUpdate({ apply }));
    act(() => toastStore.dismiss(toastStore.getSnapshot()[0].id));
    expect(apply).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
