// The 'All Offers' modal: the CMS block 'all-offers' in an accessible dialog. It closes on
// the backdrop, the x button and Escape; Tab stays inside while it is open; the page behind does not
// scroll. The opener gives the focus back to its button (HeaderOffers).
import { Suspense, useId } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';

import LoadingIndicator from '../../../components/LoadingIndicator';
import { CloseButton, useModalDialog } from '../../../components/ModalDialog';
import { CmsBlockContent } from '../../../components/PageBuilder/lazy';
import { ALL_OFFERS_BLOCK } from '../chromeConfig';
import styles from './offersModal.module.css';

export interface OffersModalProps {
  onClose: () => void;
}

export default function OffersModal({ onClose }: OffersModalProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const { dialogRef, closeRef } = useModalDialog<HTMLDivElement>({ onClose, lockScroll: true });

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="offers-backdrop" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="offersModal.title" defaultMessage="All Offers" />
          </h2>
          <CloseButton ref={closeRef} className={styles.close} onClick={onClose} label={formatMessage({ id: 'offersModal.close', defaultMessage: 'Close' })} />
        </header>
        <div className={styles.body}>
          <Suspense fallback={<LoadingIndicator />}>
            <CmsBlockContent identifiers={[ALL_OFFERS_BLOCK]} />
          </Suspense>
        </div>
      </div>
    </div>,
    document.body
  );
}
