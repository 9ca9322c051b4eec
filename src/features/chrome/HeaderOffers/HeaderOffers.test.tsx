import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { GetCmsBlocksDocument } from '../../../components/CmsBlock/cmsBlock.generated';
import HeaderOffers from './HeaderOffers';

const OFFERS_HTML =
  '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner"><h3 data-content-type="heading" data-appearance="default" data-element="main">Special offers 50% off</h3></div></div>';

const blockMock = {
  request: { query: GetCmsBlocksDocument, variables: { identifiers: ['all-offers'] } },
  result: { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'all-offers', content: OFFERS_HTML }] } } }
};

async function openModal() {
  const button = screen.getByRole('button', { name: 'All Offers' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'All Offers' });
  return { button, dialog };
}

describe('HeaderOffers', () => {
  it('links to the community channel (new tab) and to the 30% off page of the store view', () => {
    renderWithProviders(<HeaderOffers />, { route: '/en/proteins.html' });
    const community = screen.getByRole('link', { name: /Community/ });
    expect(community).toHaveAttribute('href', expect.stringMatching(/^https:\/\/(www\.)?whatsapp\.com\/channel\//));
    expect(community).toHaveAttribute('target', '_blank');
    expect(community).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /30% off/ })).toHaveAttribute('href', '/en/special-offers-30-off.html');
  });

  it('uses the Romanian path in the Romanian view', () => {
    renderWithProviders(<HeaderOffers />, { route: '/proteine.html' });
    expect(screen.getByRole('link', { name: /30% off/ })).toHaveAttribute('href', '/special-offers-30-off.html');
  });

  it("opens the 'All Offers' dialog with the CMS block; x closes it and the focus goes back", async () => {
    renderWithProviders(<HeaderOffers />, { route: '/en', mocks: [blockMock] });
    const { button, dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Special offers 50% off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on the backdrop', async () => {
    renderWithProviders(<HeaderOffers />, { route: '/en', mocks: [blockMock, blockMock] });
    const { button } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());

    await openModal();
    await userEvent.click(screen.getByTestId('offers-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithProviders(<HeaderOffers />, { route: '/en', mocks: [blockMock] });
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
