// The header's offer buttons: 'All Offers' (a modal with the CMS block), the community chat
// channel (an external link) and the 30% off page of the current store view.
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { cx } from '../../../components/classNames';
import Link from '../../../components/Link';
import ChromeIcon from '../ChromeIcon';
import styles from './headerOffers.module.css';
import { useHeaderOffers } from './useHeaderOffers';

const loadModal = () => import(/* webpackChunkName: "offers-modal" */ '../OffersModal');
const OffersModal = lazy(loadModal);
const preloadModal = () => void loadModal().catch(() => undefined);

export interface HeaderOffersProps {
  className?: string;
}

/** The row's box while the buttons wait for their turn on the first load (Header): nothing moves. */
export function HeaderOffersPlaceholder({ className }: HeaderOffersProps) {
  return (
    <div className={cx(styles.root, className)} aria-hidden="true">
      <div className={styles.placeholder} />
    </div>
  );
}

export default function HeaderOffers({ className }: HeaderOffersProps) {
  const { formatMessage } = useIntl();
  const { isModalOpen, openModal, closeModal, buttonRef, communityUrl, thirtyOffHref } = useHeaderOffers();

  return (
    <nav className={cx(styles.root, className)} aria-label={formatMessage({ id: 'headerOffers.label', defaultMessage: 'Offers' })}>
      <ul className={styles.list}>
        <li>
          <button
            ref={buttonRef}
            type="button"
            className={cx(styles.item, styles.offers)}
            aria-haspopup="dialog"
            aria-expanded={isModalOpen}
            onClick={openModal}
            onMouseEnter={preloadModal}
            onFocus={preloadModal}
          >
            <ChromeIcon name="gift" size={18} />
            <span>
              <FormattedMessage id="headerOffers.allOffers" defaultMessage="All Offers" />
            </span>
          </button>
        </li>
        <li>
          <Link to={communityUrl} target="_blank" className={cx(styles.item, styles.community)}>
            <ChromeIcon name="whatsapp" size={18} />
            <span>
              <FormattedMessage id="headerOffers.community" defaultMessage="Community" />
            </span>
            <span className="visually-hidden">
              <FormattedMessage id="headerOffers.communityHint" defaultMessage="(WhatsApp channel, opens in a new tab)" />
            </span>
          </Link>
        </li>
        <li>
          <Link to={thirtyOffHref} className={cx(styles.item, styles.thirty)}>
            <ChromeIcon name="percent" size={18} />
            {/* Narrow phones show the short label (only one of the two is displayed, and so named). */}
            <span className={styles.long}>
              <FormattedMessage id="headerOffers.thirtyOff" defaultMessage="30% off" />
            </span>
            <span className={styles.short}>
              <FormattedMessage id="headerOffers.thirtyOffShort" defaultMessage="30% off" />
            </span>
          </Link>
        </li>
      </ul>
      {isModalOpen ? (
        <Suspense fallback={null}>
          <OffersModal onClose={closeModal} />
        </Suspense>
      ) : null}
    </nav>
  );
}
