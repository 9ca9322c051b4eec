// The VAT contained in a cart's or an order's total, one row per rate ('TVA 21% inclus: 12,34 lei'), as the
// cart, the checkout, the receipt and the order pages show it; a back end that gives no rates gets the one
// row of the total.
import { FormattedMessage } from 'react-intl';

import type { VatLine } from '../../lib/priceSummary';
import DescriptionRow from '../DescriptionRow';
import Price from '../Price';

export interface VatRowsProps {
  lines: readonly VatLine[];
  /** The VAT in all, for a back end that lists no rates. */
  total: number | null | undefined;
  currency: string;
  className?: string;
}

export default function VatRows({ lines, total, currency, className }: VatRowsProps) {
  if (!lines.length) {
    return total == null ? null : (
      <DescriptionRow className={className} label={<FormattedMessage id="priceSummary.tax" defaultMessage="VAT included" />}>
        <Price value={total} currency={currency} />
      </DescriptionRow>
    );
  }
  return (
    <>
      {lines.map((line) => (
        <DescriptionRow
          key={`${line.rate}-${line.label}`}
          className={className}
          label={
            // An order's rate in the view's words (the order keeps the titles of the view it was placed in).
            line.rate !== null ? (
              <FormattedMessage id="priceSummary.vatOfRate" defaultMessage="VAT {rate}% included" values={{ rate: line.rate }} />
            ) : (
              <FormattedMessage id="priceSummary.vatRate" defaultMessage="{label} included" values={{ label: line.label }} />
            )
          }
        >
          <Price value={line.amount} currency={currency} />
        </DescriptionRow>
      ))}
    </>
  );
}
