// The toasts region: notifications from the toast store (src/lib/toasts), newest at the bottom.
import { useIntl } from 'react-intl';

import { useToasts, type Toast, type ToastType } from '../../lib/toasts';
import { cx } from '../classNames';
import Icon, { type IconName } from '../Icon';
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

export default function Toasts() {
  const { formatMessage } = useIntl();
  const { toasts, dismissToast, triggerToastAction } = useToasts();
  return (
    <section className={styles.root} aria-label={formatMessage({ id: 'toasts.label', defaultMessage: 'Notifications' })}>
      <ul className={styles.list}>
        {toasts.map((toast) => (
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
