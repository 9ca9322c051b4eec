import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { mockMatchMedia } from '../../../app/testing/matchMedia';
import { resetIdleForTests } from '../useWhenIdle';
import { ChromeCmsBlocksDocument } from './topStrip.generated';
import { parseStripItems } from './topStripItems';
import TopStrip from './TopStrip';

const BLOCK =
  '<div data-content-type="row"><div data-content-type="text"><ul class="gnc-top-strip"><li>Free delivery over 200 lei</li><li> Free pickup from\n 10 stores </li><li>Points on every order</li></ul></div></div>';

function blockMock(content: string | null) {
  return {
    request: { query: ChromeCmsBlocksDocument, variables: { identifiers: ['top-strip'] } },
    result: {
      data: {
        cmsBlocks: {
          __typename: 'CmsBlocks',
          items: content === null ? [null] : [{ __typename: 'CmsBlock', identifier: 'top-strip', content }]
        }
      }
    }
  };
}

function setReducedMotion(reduce: boolean) {
  mockMatchMedia((query) => reduce && query.includes('prefers-reduced-motion'));
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** Lets the idle wait and the mocked query finish (waitFor advances the fake clock in small steps). */
async function settle(expected = 'Free delivery over 200 lei') {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent(expected));
}

describe('parseStripItems', () => {
  it('takes the texts of the gnc-top-strip list, white space collapsed', () => {
    expect(parseStripItems(BLOCK)).toEqual(['Free delivery over 200 lei', 'Free pickup from 10 stores', 'Points on every order']);
  });

  it('falls back to any list item or paragraph, and drops empties and repeats', () => {
    expect(parseStripItems('<ul><li>A</li><li> </li><li>A</li><li>B</li></ul>')).toEqual(['A', 'B']);
    expect(parseStripItems('<p>Only line</p>')).toEqual(['Only line']);
    expect(parseStripItems(null)).toEqual([]);
  });

  it('keeps markup out: text only', () => {
    expect(parseStripItems('<ul class="gnc-top-strip"><li><img src=x onerror="alert(1)">Safe <b>text</b></li></ul>')).toEqual(['Safe text']);
  });
});

describe('TopStrip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetIdleForTests();
    setReducedMotion(false);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the default line until the block arrives, then rotates its texts every 3 s', async () => {
    renderWithProviders(<TopStrip />, { mocks: [blockMock(BLOCK)] });
    const strip = screen.getByRole('region', { name: 'Announcements' });
    expect(strip).toHaveTextContent('Supplements for a healthy life');
    await settle();
    expect(strip).toHaveTextContent('Free delivery over 200 lei');
    // Only the text on show is in the page, and it is not a live region.
    expect(strip).not.toHaveTextContent('Points on every order');
    expect(strip.querySelector('[aria-live]')).toBeNull();

    await advance(2900);
    expect(strip).toHaveTextContent('Free delivery over 200 lei');
    await advance(100);
    expect(strip).toHaveTextContent('Free pickup from 10 stores');
    await advance(3000);
    expect(strip).toHaveTextContent('Points on every order');
    await advance(3000);
    expect(strip).toHaveTextContent('Free delivery over 200 lei');
  });

  it('pauses while hovered and while the focus is inside', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<TopStrip />, { mocks: [blockMock(BLOCK)] });
    await settle();
    const strip = screen.getByRole('region', { name: 'Announcements' });

    await user.hover(strip);
    await advance(10000);
    expect(strip).toHaveTextContent('Free delivery over 200 lei');
    await user.unhover(strip);
    await advance(3000);
    expect(strip).toHaveTextContent('Free pickup from 10 stores');

    act(() => screen.getByRole('button', { name: 'Pause announcements' }).focus());
    await advance(9000);
    expect(strip).toHaveTextContent('Free pickup from 10 stores');
    act(() => screen.getByRole('button', { name: 'Pause announcements' }).blur());
    await advance(3000);
    expect(strip).toHaveTextContent('Points on every order');
  });

  it('has a pause / play button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<TopStrip />, { mocks: [blockMock(BLOCK)] });
    await settle();
    const strip = screen.getByRole('region', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'Pause announcements' }));
    await user.unhover(strip);
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(10000);
    expect(strip).toHaveTextContent('Free delivery over 200 lei');
    await user.click(screen.getByRole('button', { name: 'Play announcements' }));
    await user.unhover(strip);
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(3000);
    expect(strip).toHaveTextContent('Free pickup from 10 stores');
  });

  it('does not rotate by itself when reduced motion is asked for', async () => {
    setReducedMotion(true);
    renderWithProviders(<TopStrip />, { mocks: [blockMock(BLOCK)] });
    await settle();
    const strip = screen.getByRole('region', { name: 'Announcements' });
    await advance(10000);
    expect(strip).toHaveTextContent('Free delivery over 200 lei');
    expect(screen.getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
  });

  it('asks for the block only once the page has settled (quiet for 3 s after its load)', async () => {
    renderWithProviders(<TopStrip />, { mocks: [blockMock(BLOCK)] });
    await advance(2500);
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('Supplements for a healthy life');
    await settle();
  });

  it('keeps the default line, without a button, when the block is missing', async () => {
    renderWithProviders(<TopStrip />, { mocks: [blockMock(null)] });
    for (let i = 0; i < 10; i += 1) await advance(20);
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('Supplements for a healthy life');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
