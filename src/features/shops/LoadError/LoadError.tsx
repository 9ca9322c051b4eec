// The shops' load error (the locator's list, one shop's page): what failed and a Try again button.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import Button from '../../../components/Button';
import styles from './loadError.module.css';

export default function LoadError({ message, onRetry }: { message: ReactNode; onRetry(): void }) {
  return (
    <div className={styles.message} role="alert">
      <p>{message}</p>
      <Button onClick={onRetry}>
        <FormattedMessage id="shops.retry" defaultMessage="Try again" />
      </Button>
    </div>
  );
}
