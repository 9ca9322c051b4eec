/**
 * Delivery methods (seeded in shipping_rate): standard courier, same-day courier (București only),
 * parcel locker (a locker code on the shipping address) and pickup in a shop of the store locator
 * (Magento's in-store pickup carrier: instore / pickup, with pickup_location_code = location_id).
 */
import type { RequestContext } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { listShippingRates, type ShippingRateRow } from '../repositories/shipping';
import { storeLabel } from './catalog';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store'>;

export const ROMANIA = 'RO';

export interface ShippingMethodOption {
  rate: ShippingRateRow;
  carrierTitle: string;
  methodTitle: string;
  /** Price incl. VAT for the given subtotal (0 once the free-shipping threshold is reached). */
  amount: number;
}

export function shippingRates(ctx: Ctx): Promise<ShippingRateRow[]> {
  return perRequestLoader<string, ShippingRateRow[]>(ctx, 'sales.shippingRates', async (keys) => {
    const rates = await listShippingRates(ctx.db);
    return keys.map(() => rates);
  }).load('all');
}

/** Price of a method for a subtotal incl. tax after discounts. */
export function ratePrice(rate: ShippingRateRow, subtotalAfterDiscountInclTax: number): number {
  return rate.free_from_subtotal !== null && subtotalAfterDiscountInclTax >= rate.free_from_subtotal ? 0 : rate.price;
}

/** Whether a method serves an address: only Romania, and region-limited methods only their counties. */
export function rateServes(rate: ShippingRateRow, address: { country_id: string; region_code: string | null }): boolean {
  if (address.country_id !== ROMANIA) return false;
  if (rate.region_codes && !rate.region_codes.includes(address.region_code ?? '')) return false;
  return true;
}

export async function availableShippingMethods(
  ctx: Ctx,
  address: { country_id: string; region_code: string | null },
  subtotalAfterDiscountInclTax: number
): Promise<ShippingMethodOption[]> {
  const rates = await shippingRates(ctx);
  return rates.filter((rate) => rateServes(rate, address)).map((rate) => describeRate(ctx, rate, subtotalAfterDiscountInclTax));
}

export function describeRate(ctx: Pick<Ctx, 'store'>, rate: ShippingRateRow, subtotalAfterDiscountInclTax: number): ShippingMethodOption {
  return {
    rate,
    carrierTitle: storeLabel(rate.carrier_titles, ctx.store.id),
    methodTitle: storeLabel(rate.method_titles, ctx.store.id),
    amount: ratePrice(rate, subtotalAfterDiscountInclTax)
  };
}

export async function findRate(ctx: Ctx, carrierCode: string | null, methodCode: string | null): Promise<ShippingRateRow | null> {
  if (!carrierCode || !methodCode) return null;
  const rates = await shippingRates(ctx);
  return rates.find((r) => r.carrier_code === carrierCode && r.method_code === methodCode) ?? null;
}

/**
 * The way to free delivery with one method, on the subtotal checkout compares (incl. VAT, after
 * discounts): its threshold and what is left to add (0 once reached); null when the method is never free.
 */
export async function freeDeliveryProgress(ctx: Ctx, method: { carrier_code: string; method_code: string }, subtotalAfterDiscountInclTax: number) {
  const rate = await findRate(ctx, method.carrier_code, method.method_code);
  if (!rate || rate.free_from_subtotal === null) return null;
  const remaining = Math.max(0, Math.round((rate.free_from_subtotal - subtotalAfterDiscountInclTax) * 100) / 100);
  return { threshold: rate.free_from_subtotal, remaining };
}
