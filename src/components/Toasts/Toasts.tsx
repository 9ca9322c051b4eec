// The toasts region: notifications from the toast store (src/lib/toasts), newest at the bottom. Only
// the newest show (two, one on phones: a stack covered the page); an older one still running shows
// again once a newer one goes. Bottom centre on phones, bottom left from 640 px (away from the header's
// cart button and from the mini cart, which opens on the right).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { useToasts, type Toast, type ToastType } from '../../lib/toasts';
import { cx } from '../classNames';
import Icon, { type IconName } from '../Icon';
import { useMediaQuery } from '../MediaQuery/useMediaQuery';
import styles from './toasts.module.css';

const ICONS: Record<ToastType, IconName> = { info: 'info', success: 'check', warning: 'alert', error: 'alert' };

function ToastItem({ toast, onDismiss, onAction }: { toast: Toast; onDismiss: () => void; onAction: () => void }) {
  const { formatMessage } = useIntl();
  return (
    // The live role sits on the message: a role on the <li> itself would break the list's semantics.
    <li className={cx(styles.toast, styles[toast.type])}>
      <span className={styles.icon}>{toast.icon ?? <Icon name={ICONS[toast.type]} size={20} />}</span>
      <span className={styles.message} role={toast.type === 'error' ? 'alert' : 'status'}>
        {toast.message}
      </span>
      {toast.actionText ? (
        <button type="button" className={styles.action} onClick={onAction}>
          {toast.actionText}
        </button>
      ) : null}
      {toast.dismissable ? (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={formatMessage({ id: 'toast.dismiss', defaultMessage: 'Dismiss notification' })}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </li>
  );
}

/** Where two toasts show at a time (toasts.module.css places them bottom left from there). */
const TWO_TOASTS_QUERY = '(min-width: 640px)';

interface ToastsProps {
  /**
   * A drawer (the mini cart, the navigation) is open: the success toasts go at once — what they
   * confirmed is in front of the shopper, and on a phone they covered the mini cart's Checkout button.
   */
  isDrawerOpen?: boolean;
}

export default function Toasts({ isDrawerOpen = false }: ToastsProps) {
  const { formatMessage } = useIntl();
  const { toasts, dismissToast, removeToast, triggerToastAction } = useToasts();
  const limit = useMediaQuery(TWO_TOASTS_QUERY, true) ? 2 : 1;

  useEffect(() => {
    if (!isDrawerOpen) return;
    for (const toast of toasts) if (toast.type === 'success') removeToast(toast.id);
  }, [isDrawerOpen, removeToast, toasts]);

  return (
    <section className={styles.root} aria-label={formatMessage({ id: 'toasts.label', defaultMessage: 'Notifications' })}>
      <ul className={styles.list}>
        {toasts.slice(-limit).map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            onDismiss={() => dismissToast(toast.id)}
            onAction={() => triggerToastAction(toast.id)}
          />
        ))}
      </ul>
    </section>
  );
}
