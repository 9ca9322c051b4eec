import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { GetCmsBlocksDocument } from './cmsBlock.generated';
import CmsBlock from './CmsBlock';

const request = { query: GetCmsBlocksDocument, variables: { identifiers: ['all-offers'] } };

describe('CmsBlock', () => {
  it("says 'There are no blocks to display' when the list is empty", async () => {
    renderWithProviders(<CmsBlock identifiers={['all-offers']} />, {
      mocks: [{ request, result: { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [] } } } }]
    });
    expect(await screen.findByText('There are no blocks to display')).toBeInTheDocument();
  });

  it('shows the query error message when the load fails with no data', async () => {
    renderWithProviders(<CmsBlock identifiers={['all-offers']} />, { mocks: [{ request, error: new Error('Network down') }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
  });

  it('renders the blocks through the Page Builder renderer', async () => {
    const content = '<h2 data-content-type="heading" data-appearance="default" data-element="main">All offers</h2>';
    renderWithProviders(<CmsBlock identifiers={['all-offers']} />, {
      mocks: [{ request, result: { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'all-offers', content }] } } } }]
    });
    expect(await screen.findByRole('heading', { name: 'All offers' })).toBeInTheDocument();
  });
});
