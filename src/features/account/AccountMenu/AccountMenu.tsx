// The account menu (header dropdown, and the navigation drawer's MY_ACCOUNT view): every account page
// and Sign Out. `onNavigate` lets the container close itself when a link is followed.
import { FormattedMessage, useIntl } from 'react-intl';

import { useHasExtension } from '../../../components/Capabilities';
import Link from '../../../components/Link';
import { useStoreView } from '../../../components/storeView';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrentUser } from '../../../store/user/selectors';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINKS, accountLinkPath } from '../AccountPage/accountLinks';
import { useSignOut } from '../session/useSignOut';
import styles from './accountMenu.module.css';

export interface AccountMenuProps {
  onNavigate?: () => void;
  /** Called after signing out (the drawer closes). */
  onSignOut?: () => void;
}

export default function AccountMenu({ onNavigate, onSignOut }: AccountMenuProps) {
  const { formatMessage } = useIntl();
  const hasExtension = useHasExtension();
  const { basePath } = useStoreView();
  const user = useAppSelector(selectCurrentUser);
  const { handleSignOut, isSigningOut } = useSignOut();

  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'accountMenu.label', defaultMessage: 'My account' })}>
      {user.email ? (
        <p className={styles.who}>
          <span className={styles.name}>{`${user.firstname} ${user.lastname}`.trim()}</span>
          <span className={styles.email}>{user.email}</span>
        </p>
      ) : null}
      <ul className={styles.list}>
        {ACCOUNT_LINKS.filter((link) => hasExtension(link.extension)).map((link) => (
          <li key={link.id}>
            <Link to={accountLinkPath(link, basePath)} className={styles.link} onClick={onNavigate}>
              {formatMessage(ACCOUNT_LINK_MESSAGES[link.id])}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.signOut}
        disabled={isSigningOut}
        aria-busy={isSigningOut || undefined}
        onClick={async () => {
          await handleSignOut();
          onSignOut?.();
        }}
      >
        <FormattedMessage id="accountMenu.signOut" defaultMessage="Sign Out" />
      </button>
    </nav>
  );
}
