// What the checkout reads of its queries' answers (checkout.graphql), named for the steps and models
// that use them, with what the schema leaves nullable decided here once.
import type { Region } from '../../store/checkout/actions';
import type {
  GetCheckoutRegionsQuery,
  GetCheckoutTotalsQuery,
  GetParcelLockersQuery,
  GetPickupShopsQuery,
  GetSavedCardsQuery
} from './checkout.generated';

/** The cart's totals, e-mail, chosen delivery and payment methods (the order summary, the receipt). */
export type CheckoutTotals = NonNullable<GetCheckoutTotalsQuery['cart']>;

export type SavedCard = NonNullable<NonNullable<GetSavedCardsQuery['customerPaymentTokens']>['items'][number]>;

export type ParcelLocker = NonNullable<NonNullable<GetParcelLockersQuery['parcelLockers']>[number]>;

type ShopAnswer = NonNullable<NonNullable<NonNullable<GetPickupShopsQuery['MpStoreLocatorLocations']>['items']>[number]>;

/** A shop to pick the order up from: chosen by its id, read by its name in the summaries and the receipt. */
export type PickupShop = ShopAnswer & { location_id: string; name: string };

export interface PaymentMethodChoice {
  code: string;
  title: string;
}

/** The country's regions (Romania: the counties): a region without an id or code cannot be chosen. */
export function regionsOf(answer: GetCheckoutRegionsQuery | undefined): Region[] {
  return (answer?.country?.available_regions ?? []).flatMap((region) =>
    region?.id != null && region.code ? [{ id: region.id, code: region.code, name: region.name ?? region.code }] : []
  );
}

/** The shops with an id and a name (a shop without them could be neither chosen nor named). */
export function pickupShops(answer: GetPickupShopsQuery | undefined): PickupShop[] {
  return (answer?.MpStoreLocatorLocations?.items ?? []).filter((shop): shop is PickupShop => Boolean(shop?.location_id && shop.name));
}

export function parcelLockers(answer: GetParcelLockersQuery | undefined): ParcelLocker[] {
  return (answer?.parcelLockers ?? []).filter((locker) => locker !== null);
}

export function savedCards(answer: GetSavedCardsQuery | undefined): SavedCard[] {
  return (answer?.customerPaymentTokens?.items ?? []).filter((card) => card !== null);
}

export function paymentMethodsOf(totals: CheckoutTotals | null | undefined): PaymentMethodChoice[] {
  return (totals?.available_payment_methods ?? []).filter((method) => method !== null);
}
