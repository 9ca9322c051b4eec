import { act, renderHook } from '@testing-library/react';

import { createToastStore, getToastId, type ToastProps } from './toastStore';
import { useToasts } from './useToasts';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('validates with the spec texts', () => {
    const store = createToastStore();
    expect(() => store.add({ message: 'x' } as ToastProps)).toThrow('toast.type is required');
    expect(() => store.add({ type: 'info' } as ToastProps)).toThrow('toast.message is required');
    expect(() => store.add({ type: 'info', message: 'x', timeout: false })).toThrow(
      'Toast should be user-dismissable or have a timeout'
    );
    expect(() => store.add({ type: 'info', message: 'x', timeout: 0, dismissable: false })).toThrow(
      'Toast should be user-dismissable or have a timeout'
    );
    expect(() => store.add({ type: 'info', message: 'x', timeout: false, dismissable: true })).not.toThrow();
  });

  it('derives the id from the content', () => {
    const props: ToastProps = { type: 'error', message: 'Boom', dismissable: true };
    expect(getToastId(props)).toBe(getToastId({ ...props }));
    expect(getToastId(props)).not.toBe(getToastId({ ...props, message: 'Bang' }));
    expect(getToastId(props)).not.toBe(getToastId({ ...props, type: 'info' }));
    expect(getToastId(props)).not.toBe(getToastId({ ...props, dismissable: false }));
  });

  it('removes a toast after the default 5000 ms', () => {
    const store = createToastStore();
    const id = store.add({ type: 'info', message: 'Hi' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id, timeout: 5000, isDuplicate: false });
    jest.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a custom timeout and no timeout for dismissable toasts', () => {
    const store = createToastStore();
    store.add({ type: 'info', message: 'short', timeout: 3000 });
    store.add({ type: 'error', message: 'sticky', timeout: false, dismissable: true });
    jest.advanceTimersByTime(3000);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['sticky']);
    jest.advanceTimersByTime(60000);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['sticky']);
  });

  it('marks a re-added toast duplicate and keeps its first timestamp', () => {
    let now = 1000;
    const store = createToastStore({ now: () => now });
    const first = store.add({ type: 'warning', message: 'Again', dismissable: true });
    now = 4000;
    const second = store.add({ type: 'warning', message: 'Again', dismissable: true });
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ timestamp: 1000, isDuplicate: true });
  });

  it('removes on dismiss (calling onDismiss) and on explicit remove', () => {
    const store = createToastStore();
    const onDismiss = jest.fn();
    const a = store.add({ type: 'info', message: 'a', dismissable: true, onDismiss });
    const b = store.add({ type: 'info', message: 'b' });
    store.dismiss(a);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    store.remove(b);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('lets onAction decide about removal', () => {
    const store = createToastStore();
    const onAction = jest.fn((remove: () => void) => remove());
    const id = store.add({ type: 'info', message: 'a', actionText: 'Undo', onAction });
    store.action(id);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add({ type: 'info', message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.add({ type: 'info', message: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('useToasts renders the current toasts', () => {
    const store = createToastStore();
    const { result } = renderHook(() => useToasts(store));
    expect(result.current.toasts).toEqual([]);
    act(() => {
      result.current.addToast({ type: 'success', message: 'Added' });
    });
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['Added']);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(result.current.toasts).toEqual([]);
  });
});
