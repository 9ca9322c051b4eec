// The offline icon (going offline shows it): a small badge while the browser is offline (icon alone on
// narrow screens), hung below the header's edge (the shell puts it in the header's status slot). The
// live region is always there so the change is announced.
import { useIntl } from 'react-intl';

import Icon from '../../../components/Icon';
import styles from './offlineIndicator.module.css';

interface OfflineIndicatorProps {
  isOffline: boolean;
}

export default function OfflineIndicator({ isOffline }: OfflineIndicatorProps) {
  const { formatMessage } = useIntl();
  return (
    <div className={styles.root} role="status">
      {isOffline ? (
        <span className={styles.badge} title={formatMessage({ id: 'pwa.offlineTitle', defaultMessage: 'You are offline' })}>
          <Icon name="offline" size={16} />
          <span className={styles.label}>{formatMessage({ id: 'pwa.offline', defaultMessage: 'Offline' })}</span>
        </span>
      ) : null}
    </div>
  );
}
