
import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import Footer from './Footer';
import { GET_COPYRIGHT } from './footer.gql';
import { formatCopyright } from './useFooter';

describe('Footer', () => {
  it('shows the copyright line with the current year and the link groups in the store view', async () => {
    const year = new Date().getFullYear();
    renderWithProviders(<Footer />, {
      route: '/en/cart',
      mocks: [
        {
          request: { query: GET_COPYRIGHT },
          result: { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'en_storeview', copyright: 'GNC Romania. All rights reserved.' } } }
        }
      ]
    });
    expect(await screen.findByText(`© ${year} GNC Romania. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/en/despre-noi');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/en/politica-de-cookies');
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });

  it('keeps a copyright that already carries the year', () => {
    expect(formatCopyright('© 2031 GNC', 2031)).toBe('© 2031 GNC');
    expect(formatCopyright('© GNC', 2031)).toBe('© 2031 GNC');
    expect(formatCopyright(null, 2031)).toBe('© 2031');
  });
});
