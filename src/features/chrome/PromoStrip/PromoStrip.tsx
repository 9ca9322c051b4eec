// Dated promotion strips under the top strip (Valentine 2025-02-14 to 2025-02-17). Dates and
// texts come from src/lib/promo; outside their days nothing is rendered.
import { useIntl } from 'react-intl';

import Link from '../../../components/Link';
import styles from './promoStrip.module.css';
import { usePromoStrip } from './usePromoStrip';

export default function PromoStrip() {
  const { formatMessage } = useIntl();
  const strips = usePromoStrip();
  if (strips.length === 0) return null;
  return (
    <>
      {strips.map(({ config, href }) => (
        // A plain block, not a landmark: it sits inside the header's banner landmark.
        <div
          key={config.id}
          className={styles.root}
          style={{ background: config.theme.background, color: config.theme.color }}
          data-promo={config.id}
        >
          <p className={styles.text}>
            <span className={styles.heart} aria-hidden="true">
              ♥
            </span>{' '}
            {formatMessage(config.message)}{' '}
            <Link to={href} className={styles.link}>
              {formatMessage(config.linkLabel)}
            </Link>
          </p>
        </div>
      ))}
    </>
  );
}
