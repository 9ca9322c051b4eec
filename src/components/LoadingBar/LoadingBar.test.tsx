import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import LoadingBar from './LoadingBar';

function renderBar(isLoading: boolean) {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <LoadingBar isLoading={isLoading} />
    </IntlProvider>
  );
}

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is off until a page loads', () => {
    renderBar(false);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('goes loading → done → off 750 ms after done', () => {
    const view = renderBar(true);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('data-phase', 'loading');

    // Loading may last: the bar stays.
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'loading');

    view.rerender(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <LoadingBar isLoading={false} />
      </IntlProvider>
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');

    act(() => jest.advanceTimersByTime(749));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts over when a new page loads during the 750 ms', () => {
    const view = renderBar(true);
    const rerender = (isLoading: boolean) =>
      view.rerender(
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <LoadingBar isLoading={isLoading} />
        </IntlProvider>
      );
    rerender(false);
    act(() => jest.advanceTimersByTime(500));
    rerender(true);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'loading');
  });

  it('tells screen readers that the page is loading, through a status that is always there', () => {
    const view = renderBar(false);
    expect(screen.getByRole('status')).toHaveTextContent('');
    view.rerender(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <LoadingBar isLoading />
      </IntlProvider>
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    view.rerender(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <LoadingBar isLoading={false} />
      </IntlProvider>
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
