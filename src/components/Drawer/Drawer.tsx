// A side drawer (navigation, mini cart): modal dialog with a mask. Focus moves into the drawer when it
// opens and back to the element that opened it when it closes; Escape and the mask close it; Tab stays
// inside while open. A closed drawer is inert (not focusable, hidden from assistive technology).
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import { CloseButton, useModalDialog } from '../ModalDialog';
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

export default function Drawer({ open, onClose, title, side = 'left', children, footer, headerStart, className }: DrawerProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const { dialogRef, closeRef } = useModalDialog<HTMLElement>({ open, onClose, returnFocus: true });
  // The contents wait for the first opening: a drawer never opened (most pages, most visits) costs the
  // first render nothing. Once opened they stay, so closing and opening again keeps their state.
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);

  return (
    <>
      <div className={cx(styles.mask, open && styles.maskActive)} onClick={onClose} aria-hidden="true" />
      <aside
        ref={dialogRef}
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
          <CloseButton ref={closeRef} className={styles.close} onClick={onClose} label={formatMessage({ id: 'drawer.close', defaultMessage: 'Close' })} />
        </header>
        <div className={styles.body}>{hasOpened ? children : null}</div>
        {footer && hasOpened ? <footer className={styles.footer}>{footer}</footer> : null}
      </aside>
    </>
  );
}
