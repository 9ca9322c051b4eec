// Site header: top strip, navigation trigger, logo, EN/RO switch, account and cart triggers.
// The mega menu, search bar, store/currency switchers and rotating banner come in later issues.
import { FormattedMessage, useIntl } from 'react-intl';

import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { DesktopMenu } from '../../navigation';
import { HeaderSearch } from '../../search';
import AccountTrigger from '../AccountTrigger';
import { CartTrigger } from '../../cart';
import Logo from '../Logo';
import StoreSwitch, { type StoreSwitchControl } from '../StoreSwitch';
import styles from './header.module.css';

export interface HeaderProps {
  onOpenNavigation: () => void;
  onOpenMiniCart: () => void;
  storeSwitch: StoreSwitchControl;
}

export default function Header({ onOpenNavigation, onOpenMiniCart, storeSwitch }: HeaderProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();

  return (
    <header className={styles.root}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <p className={styles.stripText}>
            <FormattedMessage id="header.stripText" defaultMessage="Vitamins, minerals and supplements for a healthy life" />
          </p>
          <Link to={inStore(view, '/my-gnc-rewards')} className={styles.rewards}>
            <FormattedMessage id="header.rewards" defaultMessage="GNC Rewards" />
          </Link>
        </div>
      </div>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.menuTrigger}
          onClick={onOpenNavigation}
          aria-label={formatMessage({ id: 'header.openMenu', defaultMessage: 'Open menu' })}
          aria-haspopup="dialog"
        >
          <Icon name="menu" />
        </button>
        <Link
          to={view.homePath}
          className={styles.logoLink}
          aria-label={formatMessage({ id: 'header.home', defaultMessage: 'GNC, go to the home page' })}
        >
          <Logo />
        </Link>
        <HeaderSearch />
        <div className={styles.actions}>
          <StoreSwitch control={storeSwitch} className={styles.storeSwitch} />
          <AccountTrigger />
          <CartTrigger onOpenMiniCart={onOpenMiniCart} />
        </div>
      </div>
      <DesktopMenu />
    </header>
  );
}
