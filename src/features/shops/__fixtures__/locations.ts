// Store locations as MpStoreLocatorLocations returns them, and the mocks for the shop pages' tests.
import type { MockLink } from '@apollo/client/testing';

import { STORE_LOCATION_PAGE_SIZE } from '../../../lib/constants';
import type { StoreLocation } from '../locationModel';
import { GetStoreLocationsDocument } from '../shops.generated';

const hours = (from: string, to: string) => JSON.stringify({ value: '1', use_system_config: '0', from: from.split(':'), to: to.split(':') });
const CLOSED = JSON.stringify({ value: '0', use_system_config: '0', from: ['00', '00'], to: ['00', '00'] });

function location(id: number, name: string, city: string, street: string, postcode: string, latitude: number, longitude: number, extra: Partial<StoreLocation> = {}): StoreLocation {
  return {
    __typename: 'MpStoreLocatorLocation',
    location_id: String(id),
    name,
    status: '1',
    description: `<p>The GNC store in ${name.replace('GNC ', '')}.</p>`,
    city,
    country: 'RO',
    street,
    state_province: city,
    postal_code: postcode,
    url_key: name.toLowerCase().replace(/^gnc /, '').replace(/\s+/g, '-'),
    latitude: String(latitude),
    longitude: String(longitude),
    phone_one: `+40 21 300 11 0${id}`,
    phone_two: '',
    website: '',
    email: `magazin${id}@gnc-romania.ro`,
    time_zone: 'Europe/Bucharest',
    sort_order: String(id),
    operation_mon: hours('10:00', '22:00'),
    operation_tue: hours('10:00', '22:00'),
    operation_wed: hours('10:00', '22:00'),
    operation_thu: hours('10:00', '22:00'),
    operation_fri: hours('10:00', '22:00'),
    operation_sat: hours('10:00', '22:00'),
    operation_sun: hours('10:00', '21:00'),
    ...extra
  };
}

export const LOCATIONS: StoreLocation[] = [
  location(1, 'GNC AFI Cotroceni', 'București', 'Bd. Vasile Milea nr. 4, Sector 6', '061344', 44.4306, 26.053),
  location(2, 'GNC Mega Mall', 'București', 'Bd. Pierre de Coubertin nr. 3-5, Sector 2', '021901', 44.4425, 26.1529),
  location(3, 'GNC Coresi Brașov', 'Brașov', 'Str. Zizinului nr. 119', '500407', 45.6737, 25.6216, { state_province: 'Brașov' }),
  location(4, 'GNC Lotus Center Oradea', 'Oradea', 'Str. Nufărului nr. 30', '410583', 47.0425, 21.923, {
    state_province: 'Bihor',
    operation_sun: CLOSED,
    phone_two: '+40 259 300 702'
  }),
  location(5, 'GNC Closed Shop', 'Iași', 'Str. Palas nr. 7A', '700051', 47.1566, 27.5869, { status: '0' })
];

export function locationsMock(items: StoreLocation[] = LOCATIONS, maxUsageCount = 5): MockLink.MockedResponse {
  return {
    request: { query: GetStoreLocationsDocument, variables: { pageSize: STORE_LOCATION_PAGE_SIZE, currentPage: 1 } },
    result: { data: { MpStoreLocatorLocations: { __typename: 'MpStoreLocatorLocationsOutput', total_count: items.length, items } } },
    maxUsageCount
  };
}

export function locationsErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: GetStoreLocationsDocument, variables: { pageSize: STORE_LOCATION_PAGE_SIZE, currentPage: 1 } },
    error: new TypeError('Failed to fetch')
  };
}
