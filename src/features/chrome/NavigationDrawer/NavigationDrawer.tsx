// Mobile navigation drawer (spec §2), MENU view: home, account and content links, language switch.
// The category tree and the SIGN_IN / CREATE_ACCOUNT / FORGOT_PASSWORD / MY_ACCOUNT views come later.
import { FormattedMessage, useIntl } from 'react-intl';

import Drawer from '../../../components/Drawer';
import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/user/selectors';
import { FOOTER_LINK_GROUPS } from '../Footer/links';
import StoreSwitch, { type StoreSwitchControl } from '../StoreSwitch';
import styles from './navigationDrawer.module.css';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  storeSwitch: StoreSwitchControl;
}

export default function NavigationDrawer({ open, onClose, storeSwitch }: NavigationDrawerProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const aboutAndHelp = FOOTER_LINK_GROUPS.slice(1).flatMap((group) => group.links);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="left"
      title={<FormattedMessage id="navigation.mainMenu" defaultMessage="Main Menu" />}
      footer={<StoreSwitch control={storeSwitch} />}
    >
      <nav aria-label={formatMessage({ id: 'navigation.label', defaultMessage: 'Main' })}>
        <ul className={styles.list}>
          <li>
            <Link to={view.homePath} className={styles.link}>
              <FormattedMessage id="navigation.home" defaultMessage="Home" />
              <Icon name="chevronRight" size={18} />
            </Link>
          </li>
          <li>
            <Link to={inStore(view, isSignedIn ? '/account-information' : '/sign-in')} className={styles.link}>
              {isSignedIn ? (
                <FormattedMessage id="navigation.myAccount" defaultMessage="My Account" />
              ) : (
                <FormattedMessage id="navigation.signIn" defaultMessage="Sign In" />
              )}
              <Icon name="chevronRight" size={18} />
            </Link>
          </li>
          {aboutAndHelp.map((link) => (
            <li key={link.path}>
              <Link to={inStore(view, link.path)} className={styles.link}>
                {formatMessage(link.label)}
                <Icon name="chevronRight" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
