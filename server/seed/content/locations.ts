/** GNC shops in malls of seven cities (approximate real mall coordinates), opening hours per weekday. */

export interface ShopSeed {
  key: string;
  name: string;
  city: string;
  region: string;
  street: string;
  postcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** [from, to] for Monday..Saturday and Sunday; null = closed. */
  hours: { week: [string, string]; saturday: [string, string]; sunday: [string, string] | null };
  mall: string;
  isDefault?: boolean;
}

const MALL_HOURS = { week: ['10:00', '22:00'], saturday: ['10:00', '22:00'], sunday: ['10:00', '21:00'] } as ShopSeed['hours'];

export const SHOPS: ShopSeed[] = [
  { key: 'afi-cotroceni', name: 'GNC AFI Cotroceni', mall: 'AFI Cotroceni', city: 'București', region: 'București', street: 'Bd. Vasile Milea nr. 4, Sector 6', postcode: '061344', latitude: 44.4306, longitude: 26.053, phone: '+40 21 300 11 01', hours: MALL_HOURS, isDefault: true },
  { key: 'baneasa', name: 'GNC Băneasa Shopping City', mall: 'Băneasa Shopping City', city: 'București', region: 'București', street: 'Șos. București-Ploiești nr. 42D, Sector 1', postcode: '013696', latitude: 44.5079, longitude: 26.089, phone: '+40 21 300 11 02', hours: MALL_HOURS },
  { key: 'mega-mall', name: 'GNC Mega Mall', mall: 'Mega Mall', city: 'București', region: 'București', street: 'Bd. Pierre de Coubertin nr. 3-5, Sector 2', postcode: '021901', latitude: 44.4425, longitude: 26.1529, phone: '+40 21 300 11 03', hours: MALL_HOURS },
  { key: 'park-lake', name: 'GNC ParkLake', mall: 'ParkLake Shopping Center', city: 'București', region: 'București', street: 'Str. Liviu Rebreanu nr. 4, Sector 3', postcode: '031783', latitude: 44.4208, longitude: 26.1488, phone: '+40 21 300 11 04', hours: MALL_HOURS },
  { key: 'sun-plaza', name: 'GNC Sun Plaza', mall: 'Sun Plaza', city: 'București', region: 'București', street: 'Calea Văcărești nr. 391, Sector 4', postcode: '040069', latitude: 44.3953, longitude: 26.1228, phone: '+40 21 300 11 05', hours: { week: ['10:00', '22:00'], saturday: ['10:00', '22:00'], sunday: ['10:00', '22:00'] } },
  { key: 'coresi-brasov', name: 'GNC Coresi Brașov', mall: 'Coresi Shopping Resort', city: 'Brașov', region: 'Brașov', street: 'Str. Zizinului nr. 119', postcode: '500407', latitude: 45.6737, longitude: 25.6216, phone: '+40 268 300 201', hours: MALL_HOURS },
  { key: 'city-park-constanta', name: 'GNC City Park Constanța', mall: 'City Park Mall', city: 'Constanța', region: 'Constanța', street: 'Bd. Alexandru Lăpușneanu nr. 116C', postcode: '900178', latitude: 44.2018, longitude: 28.6363, phone: '+40 241 300 301', hours: MALL_HOURS },
  { key: 'iulius-cluj', name: 'GNC Iulius Mall Cluj', mall: 'Iulius Mall Cluj', city: 'Cluj-Napoca', region: 'Cluj', street: 'Str. Alexandru Vaida Voevod nr. 53B', postcode: '400436', latitude: 46.7716, longitude: 23.6273, phone: '+40 264 300 401', hours: MALL_HOURS },
  { key: 'palas-iasi', name: 'GNC Palas Iași', mall: 'Palas Mall', city: 'Iași', region: 'Iași', street: 'Str. Palas nr. 7A', postcode: '700051', latitude: 47.1566, longitude: 27.5869, phone: '+40 232 300 501', hours: MALL_HOURS },
  { key: 'iulius-town-timisoara', name: 'GNC Iulius Town Timișoara', mall: 'Iulius Town', city: 'Timișoara', region: 'Timiș', street: 'Piața Consiliul Europei nr. 2', postcode: '300627', latitude: 45.766, longitude: 21.2283, phone: '+40 256 300 601', hours: MALL_HOURS },
  { key: 'lotus-oradea', name: 'GNC Lotus Center Oradea', mall: 'Lotus Center', city: 'Oradea', region: 'Bihor', street: 'Str. Nufărului nr. 30', postcode: '410583', latitude: 47.0425, longitude: 21.923, phone: '+40 259 300 701', hours: { week: ['10:00', '22:00'], saturday: ['10:00', '22:00'], sunday: null } }
];

/** Mageplaza's per-weekday JSON. */
export function operationHours(range: [string, string] | null): string {
  if (!range) return JSON.stringify({ value: '0', use_system_config: '0', from: ['00', '00'], to: ['00', '00'] });
  return JSON.stringify({ value: '1', use_system_config: '0', from: range[0].split(':'), to: range[1].split(':') });
}

export function shopDescription(shop: ShopSeed, store: 'ro' | 'en'): string {
  return store === 'ro'
    ? `<p>Magazinul GNC din ${shop.mall} te așteaptă cu întreaga gamă de proteine, vitamine și suplimente, plus consultanță gratuită din partea specialiștilor noștri.</p><p>Poți ridica aici comenzile plasate online, fără cost de livrare.</p>`
    : `<p>The GNC store in ${shop.mall} carries our full range of protein, vitamins and supplements, with free advice from our specialists.</p><p>You can collect your online orders here at no delivery cost.</p>`;
}
