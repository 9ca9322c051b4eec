import { screen, waitFor } from '@testing-library/react';

import { GetContactConfigDocument } from '../../../api/contactConfig.generated';
import { ResolveUrlDocument } from '../../../app/MagentoRoute';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { GetCmsBlocksDocument } from '../../../components/CmsBlock/cmsBlock.generated';
import ContactPage from './ContactPage';

jest.setTimeout(20000);

const configMock = (enabled: boolean, delay = 0) => ({
  request: { query: GetContactConfigDocument },
  delay,
  result: { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'en_storeview', contact_enabled: enabled } } }
});

const blocksMock = {
  request: { query: GetCmsBlocksDocument, variables: { identifiers: ['contact-info', 'contact-map'] } },
  result: {
    data: {
      cmsBlocks: {
        __typename: 'CmsBlocks',
        items: [
          { __typename: 'CmsBlock', identifier: 'contact-map', content: '<p>Head office map</p>' },
          { __typename: 'CmsBlock', identifier: 'contact-info', content: '<h3>We are here to help</h3><p>Phone: 021 300 10 00</p>' }
        ]
      }
    }
  },
  maxUsageCount: 2
};

describe('ContactPage', () => {
  it('shows a placeholder while the setting loads, then the form beside the contact blocks', async () => {
    renderWithProviders(<ContactPage />, { route: '/en/contact-us', mocks: [configMock(true, 100), blocksMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contact form…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Write to us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'We are here to help' })).toBeInTheDocument();
    // Blocks in the order asked for: contact-info first.
    const blocks = [...document.querySelectorAll('[data-identifier]')].map((block) => block.getAttribute('data-identifier'));
    expect(blocks).toEqual(['contact-info', 'contact-map']);
    await waitFor(() => expect(document.title).toBe('Contact Us'));
  });

  it('is left to the server when the store has its contact page switched off (not found there)', async () => {
    renderWithProviders(<ContactPage />, {
      route: '/contact-us',
      mocks: [configMock(false), { request: { query: ResolveUrlDocument, variables: { url: '/contact-us' } }, result: { data: { route: null } } }, blocksMock]
    });
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('still offers the form when the setting cannot be read', async () => {
    renderWithProviders(<ContactPage />, {
      route: '/en/contact-us',
      mocks: [{ request: { query: GetContactConfigDocument }, error: new Error('Network down') }, blocksMock]
    });
    expect(await screen.findByRole('form', { name: 'Write to us' })).toBeInTheDocument();
  });
});
