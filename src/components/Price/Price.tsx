import { useIntl } from 'react-intl';

import { formatPrice } from '../../lib/formatPrice';

export interface PriceProps {
  value: number;
  currency: string;
  className?: string;
}

/** Money in the active locale: "1.234,50 lei" (ro-RO), "RON 1,234.50" (en-US). */
export default function Price({ value, currency, className }: PriceProps) {
  const { locale } = useIntl();
  return <span className={className}>{formatPrice(value, currency, locale)}</span>;
}
