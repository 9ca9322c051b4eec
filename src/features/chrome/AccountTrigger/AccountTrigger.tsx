// Account trigger (spec §2): 'Hi, {name}' when signed in, 'Sign in' otherwise. The account menu it
// opens comes with the account pages; for now it links to account information or to sign-in.
import { FormattedMessage } from 'react-intl';

import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { useAppSelector } from '../../../store/hooks';
import { selectFirstname, selectIsSignedIn } from '../../../store/user/selectors';
import styles from './accountTrigger.module.css';

export default function AccountTrigger() {
  const view = useStoreView();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const firstname = useAppSelector(selectFirstname);

  return (
    <Link to={inStore(view, isSignedIn ? '/account-information' : '/sign-in')} className={styles.trigger}>
      <Icon name="user" />
      <span className={styles.text}>
        {isSignedIn && firstname ? (
          <FormattedMessage id="accountTrigger.greeting" defaultMessage="Hi, {name}" values={{ name: firstname }} />
        ) : isSignedIn ? (
          <FormattedMessage id="accountTrigger.account" defaultMessage="My Account" />
        ) : (
          <FormattedMessage id="accountTrigger.signIn" defaultMessage="Sign in" />
        )}
      </span>
    </Link>
  );
}
