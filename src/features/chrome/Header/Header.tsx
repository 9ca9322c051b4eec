// Site header: the red top strip (rotating texts, store and currency switchers, rewards
// link), dated promo strips, then the sticky bar — navigation trigger, logo, search, the offer buttons
// ('All Offers', community channel, 30% off), EN / RO switch, account and cart triggers — and the
// mega menu. Desktop layout from 1240 px; below it the offer buttons take a row of their own.
// The parts that belong to other features (search, account and cart triggers, the mega menu) come in as
// slots: the app composes them, so the chrome imports none of those features.
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import BootStage from '../../../components/BootStage';
import { useCapability } from '../../../components/Capabilities';
import Icon from '../../../components/Icon';
import { lazyInTask } from '../../../components/lazyInTask';
import Link from '../../../components/Link';
import { useMediaQuery } from '../../../components/MediaQuery/useMediaQuery';
import StoreSwitch, { type StoreSwitchControl } from '../../../components/StoreSwitch';
import { inStore, useStoreView } from '../../../components/storeView';
import HeaderOffers, { HeaderOffersPlaceholder } from '../HeaderOffers';
import Logo from '../Logo';
import PromoStrip from '../PromoStrip';
import TopStrip from '../TopStrip';
import styles from './header.module.css';
import { useHeader } from './useHeader';

/** Where the strip shows the store and currency switchers (header.module.css .switchers); below it the navigation drawer does. */
export const STRIP_SWITCHERS_QUERY = '(min-width: 1090px)';

const HeaderSwitchers = lazyInTask(() => import(/* webpackChunkName: "chrome-switchers" */ '../HeaderSwitchers'));

interface HeaderProps {
  onOpenNavigation: () => void;
  storeSwitch: StoreSwitchControl;
  /** The search bar with its small-screen trigger. */
  search: ReactNode;
  /** The account trigger (sign-in link, or the greeting with the account menu). */
  accountTrigger: ReactNode;
  /** The cart trigger (opens the mini cart). */
  cartTrigger: ReactNode;
  /** The desktop mega menu, below the bar. */
  menu: ReactNode;
  /** The page-loading bar, hung from the header's bottom edge. */
  loadingBar?: ReactNode;
  /**
   * Connection status (the offline badge), hung below the header's bottom edge at the left: it goes
   * with the sticky header and never sits on one of its controls (over the strip it covered ☰ once the
   * strip had scrolled away).
   */
  status?: ReactNode;
}

export default function Header({ onOpenNavigation, storeSwitch, search, accountTrigger, cartTrigger, menu, loadingBar, status }: HeaderProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const hasRewards = useCapability('rewardPoints');
  const { searchRef, scrollAway, isIdle } = useHeader();
  // Not rendered at all where CSS hides them (phones, tablets): their render and queries are wasted there.
  const showsSwitchers = useMediaQuery(STRIP_SWITCHERS_QUERY, true);

  return (
    <header className={styles.root} style={{ '--header-scroll-away': scrollAway } as CSSProperties}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <div className={styles.stripStart}>
            <div className={styles.switchers}>
              {isIdle && showsSwitchers ? (
                <Suspense fallback={null}>
                  <HeaderSwitchers control={storeSwitch} />
                </Suspense>
              ) : null}
            </div>
          </div>
          {/* On the first load the strip's texts and the offer buttons render after the page's own
              parts (in boxes of their size meanwhile): the page's main image comes first. */}
          <BootStage late>
            <TopStrip className={styles.stripCenter} />
          </BootStage>
          <div className={styles.stripEnd}>
            {hasRewards ? (
              <Link to={inStore(view, '/my-gnc-rewards')} className={styles.rewards}>
                <FormattedMessage id="header.rewards" defaultMessage="GNC Rewards" />
              </Link>
            ) : null}
          </div>
        </div>
      </div>
      <PromoStrip />
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
        <div ref={searchRef} className={styles.search}>
          {search}
        </div>
        <BootStage late fallback={<HeaderOffersPlaceholder className={styles.offers} />}>
          <HeaderOffers className={styles.offers} />
        </BootStage>
        <div className={styles.actions}>
          <StoreSwitch control={storeSwitch} className={styles.storeSwitch} />
          {accountTrigger}
          {cartTrigger}
        </div>
      </div>
      {/* Before the menu: an open mega menu panel covers it. */}
      {status ? <div className={styles.status}>{status}</div> : null}
      {menu}
      {loadingBar}
    </header>
  );
}
