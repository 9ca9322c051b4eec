import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferredModule() {
  let resolve!: () => void;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((done) => {
        resolve = () => done({ default: Greeting });
      })
  );
  return { load, resolve: () => resolve() };
}

describe('lazyComponent', () => {
  it('suspends while the chunk loads, then renders it', async () => {
    const { load, resolve } = deferredModule();
    const { Component } = lazyComponent(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ana" />
      </Suspense>
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve());
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded chunk in the first pass, without the fallback', async () => {
    const { load, resolve } = deferredModule();
    const { Component, preload } = lazyComponent(load);
    const loading = preload();
    resolve();
    await loading;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ana" />
      </Suspense>
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed download be tried again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Greeting });
    const { preload } = lazyComponent(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
