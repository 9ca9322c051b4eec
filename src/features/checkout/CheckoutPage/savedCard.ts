// How a saved card reads to the shopper ('Visa •••• 1111 (12/30)'): in the payment form's choices and in
// the payment step's summary.
import type { SavedCard } from '../checkout.gql';

export function describeSavedCard(card: SavedCard): string {
  try {
    const details = JSON.parse(card.details ?? '{}') as { brand?: string; type?: string; maskedCC?: string; expirationDate?: string };
    return `${details.brand ?? details.type ?? ''} •••• ${details.maskedCC ?? ''} (${details.expirationDate ?? ''})`.trim();
  } catch {
    return card.public_hash;
  }
}
