/**
 * Sales settings of the demo store: delivery methods with their prices, parcel lockers, and coupons.
 *   GNC10      10 % off the whole cart
 *   BUN20      20 RON off a cart of at least 150 RON
 *   VARA2023   expired (summer 2023)
 * Delivery: standard courier 19.99 RON (free from 250 RON), same-day in București 29.99 RON (free from
 * 400 RON), parcel locker 12.99 RON (free from 250 RON), pickup in a shop free.
 */
import type { Queryable } from '../../db/client';

export const COUPONS = [
  { code: 'GNC10', type: 'by_percent', amount: 10, min: 0, labels: { '0': 'Reducere 10%', '1': 'Reducere 10%', '2': '10% off' }, from: null, to: null },
  { code: 'BUN20', type: 'cart_fixed', amount: 20, min: 150, labels: { '0': 'Reducere 20 lei', '1': 'Reducere 20 lei', '2': '20 RON off' }, from: null, to: null },
  { code: 'VARA2023', type: 'by_percent', amount: 15, min: 0, labels: { '0': 'Vara 2023', '2': 'Summer 2023' }, from: '2023-06-01', to: '2023-08-31' }
] as const;

const RATES = [
  { carrier: 'fancourier', method: 'standard', carrierTitles: { '0': 'FAN Courier', '2': 'FAN Courier' }, methodTitles: { '0': 'Livrare standard (1-2 zile lucrătoare)', '2': 'Standard delivery (1-2 working days)' }, price: 19.99, freeFrom: 250, regions: null, point: null, sort: 10 },
  { carrier: 'fancourier', method: 'sameday', carrierTitles: { '0': 'FAN Courier', '2': 'FAN Courier' }, methodTitles: { '0': 'Livrare în aceeași zi (București, comenzi până la ora 12)', '2': 'Same-day delivery (Bucharest, orders by 12 noon)' }, price: 29.99, freeFrom: 400, regions: ['B'], point: null, sort: 20 },
  { carrier: 'easybox', method: 'locker', carrierTitles: { '0': 'Easybox', '2': 'Easybox' }, methodTitles: { '0': 'Livrare la locker (1-2 zile lucrătoare)', '2': 'Parcel locker delivery (1-2 working days)' }, price: 12.99, freeFrom: 250, regions: null, point: 'parcel_locker', sort: 30 },
  { carrier: 'instore', method: 'pickup', carrierTitles: { '0': 'Ridicare din magazin', '2': 'In-store pickup' }, methodTitles: { '0': 'Ridicare personală din magazinul GNC ales (de obicei în 24 de ore)', '2': 'Pick up at the chosen GNC shop (usually within 24 hours)' }, price: 0, freeFrom: null, regions: null, point: 'pickup_location', sort: 40 }
];

export const LOCKERS = [
  ['EB-B-001', 'Easybox Piața Victoriei', 'București', 'B', 'Piața Victoriei nr. 1, Sector 1', '010071'],
  ['EB-B-002', 'Easybox Unirii', 'București', 'B', 'Bd. Unirii nr. 15, Sector 4', '040106'],
  ['EB-B-003', 'Easybox Titan', 'București', 'B', 'Bd. Nicolae Grigorescu nr. 29, Sector 3', '030444'],
  ['EB-CJ-001', 'Easybox Mărăști', 'Cluj-Napoca', 'CJ', 'Str. Aurel Vlaicu nr. 3', '400582'],
  ['EB-IS-001', 'Easybox Copou', 'Iași', 'IS', 'Bd. Carol I nr. 11', '700506'],
  ['EB-TM-001', 'Easybox Piața Operei', 'Timișoara', 'TM', 'Bd. Revoluției din 1989 nr. 2', '300024'],
  ['EB-BV-001', 'Easybox Tractorul', 'Brașov', 'BV', 'Str. 13 Decembrie nr. 100', '500199'],
  ['EB-CT-001', 'Easybox Tomis', 'Constanța', 'CT', 'Bd. Tomis nr. 143', '900742'],
  ['EB-BH-001', 'Easybox Nufărul', 'Oradea', 'BH', 'Str. Nufărului nr. 30', '410583']
] as const;

export async function seedSales(db: Queryable): Promise<void> {
  for (const c of COUPONS) {
    await db.query(
      `INSERT INTO sales_coupon (code, discount_type, discount_amount, min_subtotal, labels, from_date, to_date) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING`,
      [c.code, c.type, c.amount, c.min, JSON.stringify(c.labels), c.from, c.to]
    );
  }
  for (const r of RATES) {
    await db.query(
      `INSERT INTO shipping_rate (carrier_code, method_code, carrier_titles, method_titles, price, free_from_subtotal, region_codes, delivery_point, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [r.carrier, r.method, JSON.stringify(r.carrierTitles), JSON.stringify(r.methodTitles), r.price, r.freeFrom, r.regions, r.point, r.sort]
    );
  }
  for (const [code, name, city, region, street, postcode] of LOCKERS) {
    await db.query(
      'INSERT INTO parcel_locker (locker_code, name, city, region_code, street, postcode) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [code, name, city, region, street, postcode]
    );
  }
}
