import { LOCATIONS } from './__fixtures__/locations';
import {
  addressLines, cityOptions, filterShops, findShop, groupHours, matchCity, parseDayHours, shopWeekday, toShops, weekdayNames
} from './locationModel';

const shops = toShops(LOCATIONS);

describe('location model', () => {
  it('keeps open shops only, in sort order, with numeric coordinates and phones as a list', () => {
    expect(shops.map((shop) => shop.id)).toEqual(['1', '2', '3', '4']);
    expect(shops[3]).toMatchObject({ latitude: 47.0425, longitude: 21.923, phones: ['+40 21 300 11 04', '+40 259 300 702'] });
  });

  it('reads Mageplaza opening hours, unreadable or closed days as closed', () => {
    expect(parseDayHours(0, '{"value":"1","from":["9","5"],"to":["21","30"]}')).toEqual({ day: 0, open: true, from: '09:05', to: '21:30' });
    expect(parseDayHours(6, '{"value":"0","from":["10","00"],"to":["21","00"]}')).toEqual({ day: 6, open: false, from: '', to: '' });
    expect(parseDayHours(2, 'not json')).toMatchObject({ open: false });
    expect(parseDayHours(2, '{"value":"1","from":["x"],"to":["21","00"]}')).toMatchObject({ open: false });
  });

  it('groups consecutive days with the same hours', () => {
    expect(groupHours(shops[3].hours)).toEqual([
      { firstDay: 0, lastDay: 5, open: true, from: '10:00', to: '22:00' },
      { firstDay: 6, lastDay: 6, open: false, from: '', to: '' }
    ]);
  });

  it('filters by city and by every word of the name, without minding diacritics or case', () => {
    expect(filterShops(shops, { city: 'Bucuresti', query: '' }).map((s) => s.id)).toEqual(['1', '2']);
    expect(filterShops(shops, { city: '', query: 'gnc BRAȘOV' }).map((s) => s.id)).toEqual(['3']);
    expect(filterShops(shops, { city: 'București', query: 'mall mega' }).map((s) => s.id)).toEqual(['2']);
    expect(filterShops(shops, { city: 'Oradea', query: 'mega' })).toEqual([]);
    expect(cityOptions(shops)).toEqual(['Brașov', 'București', 'Oradea']);
    expect(matchCity(cityOptions(shops), 'brasov')).toBe('Brașov');
    expect(matchCity(cityOptions(shops), 'Cluj')).toBeUndefined();
  });

  it('finds a shop by id or URL key and writes its address', () => {
    expect(findShop(shops, '3')?.name).toBe('GNC Coresi Brașov');
    expect(findShop(shops, 'MEGA-MALL')?.id).toBe('2');
    expect(findShop(shops, '42')).toBeUndefined();
    // The county is left out when it is the city.
    expect(addressLines(shops[2])).toEqual(['Str. Zizinului nr. 119', '500407 Brașov']);
  });

  it("knows the shop's weekday in its time zone, and weekday names per language", () => {
    // Sunday 23:30 UTC is already Monday in Bucharest.
    expect(shopWeekday(new Date('2025-03-09T23:30:00Z'), 'Europe/Bucharest')).toBe(0);
    expect(shopWeekday(new Date('2025-03-09T12:00:00Z'), 'Europe/Bucharest')).toBe(6);
    expect(weekdayNames('en-US', 'long')[0]).toBe('Monday');
    expect(weekdayNames('ro-RO', 'long')).toEqual(['Luni', 'Marți', 'Miercuri', 'Joi', 'Vineri', 'Sâmbătă', 'Duminică']);
  });
});
