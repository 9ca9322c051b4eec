// A side drawer (navigation, mini cart): modal dialog with a mask. Focus moves into the drawer when it
// opens and back to the element that opened it when it closes; Escape and the mask close it; Tab stays
// inside while open. A closed drawer is inert (not focusable, hidden from assistive technology).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import Icon from '../Icon';
import styles from './drawer.module.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  /** Shown before the title in the header (e.g. the navigation drawer's Back button). */
  headerStart?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function Drawer({ open, onClose, title, side = 'left', children, footer, headerStart, className }: DrawerProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  // The contents wait for the first opening: a drawer never opened (most pages, most visits) costs the
  // first render nothing. Once opened they stay, so closing and opening again keeps their state.
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButtonRef.current?.focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      const target = returnFocusRef.current;
      // Give focus back to the trigger (if it is still on the page).
      if (target && target.isConnected) target.focus();
    };
  }, [open]);

  return (
    <>
      <div className={cx(styles.mask, open && styles.maskActive)} onClick={onClose} aria-hidden="true" />
      <aside
        ref={panelRef}
        className={cx(styles.panel, styles[side], open && styles.open, className)}
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        inert={!open}
        aria-hidden={open ? undefined : true}
      >
        <header className={styles.header}>
          {headerStart}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={formatMessage({ id: 'drawer.close', defaultMessage: 'Close' })}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className={styles.body}>{hasOpened ? children : null}</div>
        {footer && hasOpened ? <footer className={styles.footer}>{footer}</footer> : null}
      </aside>
    </>
  );
}
