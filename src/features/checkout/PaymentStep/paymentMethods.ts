// The payment methods the checkout knows by code, and how a chosen payment reads to the shopper: in the
// payment step's summary, in the saved-card choices and on the receipt.
import type { CardDetails, PaymentMethod } from '../../../store/checkout/actions';
import type { SavedCard } from '../checkoutAnswers';

/** The sandbox card processor, and its saved-card (vault) variant. */
export const CARD_METHOD = 'sandboxcard';
export const SAVED_CARD_METHOD = 'sandboxcard_cc_vault';
/** Magento's offline bank transfer: the shopper pays into the store's account with the order number as reference. */
export const BANK_TRANSFER_METHOD = 'banktransfer';

/** The card fields as the shopper typed them. */
export interface CardValues {
  number: string;
  /** 'MM/YY' or 'MM/YYYY' */
  expiry: string;
  cvc: string;
  save: boolean;
}

/** 'Visa •••• 1111 (12/30)': a saved card among the choices and in the step's summary. */
export function describeSavedCard(card: Pick<SavedCard, 'public_hash' | 'details'>): string {
  try {
    const details = JSON.parse(card.details ?? '{}') as { brand?: string; type?: string; maskedCC?: string; expirationDate?: string };
    return `${details.brand ?? details.type ?? ''} •••• ${details.maskedCC ?? ''} (${details.expirationDate ?? ''})`.trim();
  } catch {
    return card.public_hash;
  }
}

/**
 * The chosen payment as the shopper reads it: the method's title, with the last digits of a new card
 * ('Credit or debit card •••• 1111') or the saved card's description.
 */
export function describePayment(payment: PaymentMethod, methods: ReadonlyArray<{ code: string; title: string }>): string {
  const data = payment.data ?? {};
  if (payment.code === SAVED_CARD_METHOD) return describeSavedCard({ public_hash: '', details: typeof data.details === 'string' ? data.details : null });
  const title = methods.find((method) => method.code === payment.code)?.title ?? payment.code;
  return payment.code === CARD_METHOD && data.last4 ? `${title} •••• ${String(data.last4)}` : title;
}

/** What the card processor takes: digits only, the expiry as month and four-digit year. */
export function toCardDetails(card: CardValues): CardDetails {
  const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
  return {
    number: card.number.replace(/\s/g, ''),
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: card.cvc.trim()
  };
}
