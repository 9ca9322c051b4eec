import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { mockMatchMedia } from '../../../app/testing/matchMedia';
import { GetFooterDocument } from './footer.generated';
import { FooterCmsBlocksDocument } from './FooterBlocks/footerBlocks.generated';
import LazyFooter from './LazyFooter';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

const mocks = [
  {
    request: { query: GetFooterDocument, variables: { contactBlock: ['footer-contact'] } },
    result: {
      data: {
        storeConfig: { __typename: 'StoreConfig', store_code: 'en_storeview', copyright: 'GNC Romania.', contact_enabled: true },
        cmsBlocks: { __typename: 'CmsBlocks', items: [] }
      }
    }
  },
  {
    request: { query: FooterCmsBlocksDocument, variables: { identifiers: ['footer-social', 'footer-stores'] } },
    result: { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [] } } }
  }
];

describe('LazyFooter', () => {
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  let callbacks: Callback[];

  beforeEach(() => {
    mockMatchMedia(() => false);
    callbacks = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    };
  });

  afterEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('keeps a dark block in the footer’s place until the shopper comes near it, then shows the footer', async () => {
    const { container } = renderWithProviders(<LazyFooter />, { route: '/en/cart', mocks });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(callbacks.length).toBeGreaterThan(0);

    act(() => callbacks.at(-1)?.([{ isIntersecting: false }]));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    act(() => callbacks.at(-1)?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
  });

  it('shows the footer before printing', async () => {
    renderWithProviders(<LazyFooter />, { route: '/en/cart', mocks });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the footer at once where the browser cannot tell what is near', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderWithProviders(<LazyFooter />, { route: '/en/cart', mocks });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
