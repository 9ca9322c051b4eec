import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import roMessages from '../../../../../i18n/ro_RO.json';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import SupplementStatements from './SupplementStatements';
import { GetProductFoodSupplementDocument } from './supplementStatements.generated';

const answer = (foodSupplement: boolean | null) => ({
  request: { query: GetProductFoodSupplementDocument, variables: { sku: 'GNC-1' } },
  result: {
    data: {
      products: {
        __typename: 'Products' as const,
        items: [{ __typename: 'SimpleProduct' as const, uid: 'MQ==', sku: 'GNC-1', food_supplement: foodSupplement }]
      }
    }
  }
});

describe('SupplementStatements', () => {
  it('shows the statements a food supplement must carry, under a title, when the product is one', async () => {
    renderWithProviders(<SupplementStatements sku="GNC-1" />, { route: '/en/x.html', mocks: [answer(true)] });
    const section = await screen.findByRole('region', { name: 'Food supplement' });
    const items = within(section).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Do not exceed the recommended daily dose.',
      'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
      'Keep out of the reach of young children.'
    ]);
  });

  it('says them in Romanian in the Romanian view', async () => {
    renderWithProviders(<SupplementStatements sku="GNC-1" />, { route: '/x.html', locale: 'ro-RO', messages: roMessages, mocks: [answer(true)] });
    const section = await screen.findByRole('region', { name: 'Supliment alimentar' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nu depășiți doza zilnică recomandată.',
      'Suplimentele alimentare nu trebuie utilizate ca substitut pentru un regim alimentar variat și echilibrat și un stil de viață sănătos.',
      'A nu se lăsa la îndemâna copiilor mici.'
    ]);
  });

  it.each([
    ['a product that is not a food supplement', answer(false)],
    ['a product without the attribute', answer(null)],
    [
      'a back end without the attribute (the query fails)',
      { request: answer(true).request, result: { errors: [new GraphQLError('Cannot query field "food_supplement" on type "ProductInterface".')] } }
    ]
  ])('shows nothing for %s', async (_, mock) => {
    const { container } = renderWithProviders(
      <>
        <SupplementStatements sku="GNC-1" />
        <p>after</p>
      </>,
      { route: '/en/x.html', mocks: [mock] }
    );
    await screen.findByText('after');
    // The answer has come (and gone) by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('supplement-statements')).toBeNull();
    expect(container).toHaveTextContent(/^after$/);
  });
});
