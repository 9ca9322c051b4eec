import { regionsOf, toAddressInput, toFormValues } from './addressModel';

const countries = [
  { id: 'RO', full_name_locale: 'România', full_name_english: 'Romania', available_regions: [{ id: 290, code: 'CJ', name: 'Cluj' }, null, { id: 1, code: null, name: 'x' }] }
];

describe('address book model', () => {
  it("lists Romania's counties that have a code", () => {
    expect(regionsOf(countries as never, 'RO')).toEqual([{ id: 290, code: 'CJ', name: 'Cluj' }]);
  });

  it('writes a Romanian CustomerAddressInput from the form, the county by code', () => {
    const values = { firstname: ' Ana ', lastname: 'Pop', street: 'Str. Memorandumului 10', street2: 'ap. 4', city: 'Cluj-Napoca', region_code: 'CJ', postcode: '400114', telephone: '0722 123 456', default_shipping: true };
    expect(toAddressInput(values, regionsOf(countries as never, 'RO'))).toEqual({
      firstname: 'Ana',
      lastname: 'Pop',
      street: ['Str. Memorandumului 10', 'ap. 4'],
      city: 'Cluj-Napoca',
      region: { region_id: 290, region_code: 'CJ', region: 'Cluj' },
      postcode: '400114',
      country_code: 'RO',
      telephone: '0722 123 456',
      default_shipping: true,
      default_billing: false
    });
  });

  it('fills the form from a saved address, and starts empty for a new one', () => {
    const saved = { id: 1, firstname: 'Ana', lastname: 'Pop', street: ['Str. A 1', 'bl. 2'], city: 'Cluj-Napoca', region: { region_code: 'CJ', region: 'Cluj', region_id: 290 }, postcode: '400114', country_code: 'RO', telephone: '0722123456', default_shipping: true, default_billing: false };
    expect(toFormValues(saved as never)).toMatchObject({ street: 'Str. A 1', street2: 'bl. 2', region_code: 'CJ', default_shipping: true });
    expect(toFormValues(null)).toMatchObject({ firstname: '', region_code: '', default_billing: false });
  });
});
