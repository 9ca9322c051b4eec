import { useIntl } from 'react-intl';

import { formatPrice } from '../../lib/formatPrice';
import type { UnitPrice as UnitPriceValue } from '../../lib/unitPrice';

/** The price per unit of measure beside a selling price ('295,13 lei / kg'), lib/unitPrice.ts decides it. */
export default function UnitPrice({ unitPrice, currency, className }: { unitPrice: UnitPriceValue; currency: string; className?: string }) {
  const { formatMessage, locale } = useIntl();
  const price = formatPrice(unitPrice.value, currency, locale);
  let text: string;
  switch (unitPrice.basis) {
    case 'kg':
      text = formatMessage({ id: 'unitPrice.kg', defaultMessage: '{price} / kg' }, { price });
      break;
    case '100g':
      text = formatMessage({ id: 'unitPrice.100g', defaultMessage: '{price} / 100 g' }, { price });
      break;
    case 'l':
      text = formatMessage({ id: 'unitPrice.l', defaultMessage: '{price} / l' }, { price });
      break;
    case '100ml':
      text = formatMessage({ id: 'unitPrice.100ml', defaultMessage: '{price} / 100 ml' }, { price });
      break;
    default:
      text = formatMessage({ id: 'unitPrice.piece', defaultMessage: '{price} / piece' }, { price });
  }
  return <span className={className}>{text}</span>;
}
