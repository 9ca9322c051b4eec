import { screen, within } from '@testing-library/react';

import roMessages from '../../../../../i18n/ro_RO.json';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import FoodInformation from './FoodInformation';

const WHEY = {
  regulatory_category: 'food_supplement',
  food_supplement: true,
  net_quantity: 908,
  net_quantity_unit: 'g',
  allergens: ['milk', 'soy'],
  storage_conditions: 'Store in a cool, dry place, below 25 °C.',
  food_business_operator: 'Vitalis Nutrition Retail S.R.L., Bd. Iuliu Maniu nr. 7, București'
};

describe('FoodInformation', () => {
  it('names a food supplement as one, with its quantity, allergens, storage, operator and the three statements', () => {
    renderWithProviders(<FoodInformation product={WHEY} />, { route: '/en/x.html' });
    const section = screen.getByRole('region', { name: 'Food supplement' });
    const facts = within(section)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Category: Food supplement',
      'Net quantity: 908 g',
      'Allergens: milk, soy',
      'Storage: Store in a cool, dry place, below 25 °C.',
      'Responsible operator: Vitalis Nutrition Retail S.R.L., Bd. Iuliu Maniu nr. 7, București'
    ]);
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Do not exceed the recommended daily dose.',
      'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
      'Keep out of the reach of young children.'
    ]);
  });

  it('says it in Romanian in the Romanian view, capsules counted in pieces', () => {
    renderWithProviders(<FoodInformation product={{ ...WHEY, net_quantity: 120, net_quantity_unit: 'pcs', allergens: [] }} />, {
      route: '/x.html',
      locale: 'ro-RO',
      messages: roMessages
    });
    const section = screen.getByRole('region', { name: 'Supliment alimentar' });
    expect(within(section).getByText('Supliment alimentar', { selector: 'dd' })).toBeInTheDocument();
    expect(within(section).getByText('120 de bucăți')).toBeInTheDocument();
    expect(within(section).queryByText('Alergeni')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nu depășiți doza zilnică recomandată.',
      'Suplimentele alimentare nu trebuie utilizate ca substitut pentru un regim alimentar variat și echilibrat și un stil de viață sănătos.',
      'A nu se lăsa la îndemâna copiilor mici.'
    ]);
  });

  it('gives a cosmetic its facts without the statements of a supplement', () => {
    renderWithProviders(
      <FoodInformation product={{ regulatory_category: 'cosmetic', food_supplement: false, net_quantity: 510, net_quantity_unit: 'g', allergens: [] }} />,
      { route: '/en/x.html' }
    );
    const section = screen.getByRole('region', { name: 'Product information' });
    expect(within(section).getByText('Cosmetic product')).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows nothing for a product whose back end says none of it (a Magento without the attributes)', () => {
    const { container } = renderWithProviders(<FoodInformation product={{}} />, { route: '/en/x.html' });
    expect(container).toBeEmptyDOMElement();
  });
});
