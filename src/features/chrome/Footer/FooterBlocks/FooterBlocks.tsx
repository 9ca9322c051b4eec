// The footer's CMS-driven parts, loaded when the footer comes near the viewport: the social links and
// the shops grouped by city.
import { useIntl } from 'react-intl';

import Link from '../../../../components/Link';
import ChromeIcon from '../../ChromeIcon';
import styles from '../footer.module.css';
import FooterSection from '../FooterSection';
import { useFooterBlocks } from './useFooterBlocks';

export function FooterSocial() {
  const { formatMessage } = useIntl();
  const { socialLinks } = useFooterBlocks();
  return (
    <ul className={styles.social} aria-label={formatMessage({ id: 'footer.social', defaultMessage: 'Follow us' })}>
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            className={styles.socialLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={formatMessage(
              { id: 'footer.socialLink', defaultMessage: '{network} (opens in a new tab)' },
              { network: link.label }
            )}
            data-network={link.network}
          >
            <ChromeIcon name={link.network} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function FooterStores() {
  const { formatMessage } = useIntl();
  const { isLoading, cities } = useFooterBlocks();
  if (isLoading || cities.length === 0) return <div className={styles.storesPlaceholder} aria-hidden="true" />;
  return (
    <FooterSection
      title={formatMessage({ id: 'footer.stores', defaultMessage: 'GNC stores' })}
      className={styles.stores}
      bodyClassName={styles.storesBody}
    >
      {cities.map((group) => (
        <div key={group.city} className={styles.city}>
          <h3 className={styles.cityName}>
            <ChromeIcon name="pin" size={14} />
            {group.city}
          </h3>
          <ul className={styles.links}>
            {group.stores.map((store) => (
              <li key={store.id}>
                <Link to={store.href} className={styles.link}>
                  {store.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </FooterSection>
  );
}
