// The 'All Offers' modal: the CMS block 'all-offers' in an accessible dialog. It closes on
// the backdrop, the x button and Escape; Tab stays inside while it is open; the page behind does not
// scroll. The opener gives the focus back to its button (HeaderOffers).
import { Suspense, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';

import Icon from '../../../components/Icon';
import LoadingIndicator from '../../../components/LoadingIndicator';
import { CmsBlockContent } from '../../../components/PageBuilder/lazy';
import { ALL_OFFERS_BLOCK } from '../chromeConfig';
import styles from './offersModal.module.css';

export interface OffersModalProps {
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function OffersModal({ onClose }: OffersModalProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Layout effect: the focus and the Escape key are handled from the moment the dialog is on screen.
  useLayoutEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialogRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="offers-backdrop" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="offersModal.title" defaultMessage="All Offers" />
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={formatMessage({ id: 'offersModal.close', defaultMessage: 'Close' })}
          >
            <Icon name="close" />
          </button>
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
