// The generic error view: 'Oops!', the message and a 'Take me home' button that goes to the
// home page of the current store view (/en for English, / for Romanian), or runs the caller's action.
import { FormattedMessage } from 'react-intl';

import { getStoreFromPath } from '../../lib/url';
import Button from '../Button';
import styles from './errorView.module.css';

interface ErrorViewProps {
  /** Replaces 'Looks like something went wrong. Sorry about that.' */
  message?: string;
  /** Replaces the default action (full navigation to the store's home page). */
  onClick?: () => void;
  /** Home of the store view; default from the current path. */
  homePath?: string;
}

export function homePathFor(pathname: string): string {
  const { prefix } = getStoreFromPath(pathname);
  return prefix ? `/${prefix}` : '/';
}

export default function ErrorView({ message, onClick, homePath }: ErrorViewProps) {
  const handleClick =
    onClick ??
    (() => {
      // A full page load: whatever broke is thrown away with the old app state.
      window.location.assign(homePath ?? homePathFor(window.location.pathname));
    });

  return (
    <section className={styles.root} aria-labelledby="error-view-heading">
      <h1 id="error-view-heading" className={styles.heading}>
        <FormattedMessage id="errorView.header" defaultMessage="Oops!" />
      </h1>
      <p className={styles.message}>
        {message ?? (
          <FormattedMessage
            id="errorView.message"
            defaultMessage="Looks like something went wrong. Sorry about that."
          />
        )}
      </p>
      <Button priority="high" onClick={handleClick}>
        <FormattedMessage id="errorView.goHome" defaultMessage="Take me home" />
      </Button>
    </section>
  );
}
