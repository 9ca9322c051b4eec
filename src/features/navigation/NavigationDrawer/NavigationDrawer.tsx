// Mobile navigation drawer (< 1240 px): views MENU, SIGN_IN, CREATE_ACCOUNT, FORGOT_PASSWORD
// and MY_ACCOUNT with their titles, a Back button (drawerModel's rules), the category tree (a level at a
// time), the blog entry, content links and the EN/RO switch. The Drawer traps focus, closes on Escape
// and the mask, and gives focus back to the trigger. The account views hold the same forms as the
// account pages: the app passes them in (AccountView), so the drawer does not import the account feature.
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

import { useContactEnabled } from '../../../api/useContactEnabled';
import { useHasExtension } from '../../../components/Capabilities';
import Drawer from '../../../components/Drawer';
import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import StoreSwitch, { type StoreSwitchControl } from '../../../components/StoreSwitch';
import { inStore, useStoreView } from '../../../components/storeView';
import { FOOTER_LINK_GROUPS, shownLinks } from '../../../lib/footerLinks';
import { BLOG_MENU_UID } from '../menuModel';
import type { DrawerView } from './drawerModel';
import styles from './navigationDrawer.module.css';
import { useNavigationDrawer } from './useNavigationDrawer';

/** What the drawer gives the content of an account view. */
export interface AccountViewProps {
  view: Exclude<DrawerView, 'MENU'>;
  showView: (view: DrawerView) => void;
  onClose: () => void;
}

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  storeSwitch: StoreSwitchControl;
  /**
   * The account views' content (the sign-in, account-creation and password-reset forms, the account
   * menu): a lazy component, whose chunk loads the first time one of these views opens.
   */
  AccountView: ComponentType<AccountViewProps>;
}

// Typed by annotation: babel-plugin-formatjs reads defineMessages' argument only as a plain object literal.
export const VIEW_TITLES: Record<DrawerView, MessageDescriptor> = defineMessages({
  MENU: { id: 'navigation.mainMenu', defaultMessage: 'Main Menu' },
  SIGN_IN: { id: 'navigation.signIn', defaultMessage: 'Sign In' },
  CREATE_ACCOUNT: { id: 'navigation.createAccount', defaultMessage: 'Create Account' },
  FORGOT_PASSWORD: { id: 'navigation.forgotPassword', defaultMessage: 'Forgot Password' },
  MY_ACCOUNT: { id: 'navigation.myAccount', defaultMessage: 'My Account' }
});

function BackIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

export default function NavigationDrawer({ open, onClose, storeSwitch, AccountView }: NavigationDrawerProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const drawer = useNavigationDrawer({ onClose });
  const bodyRef = useRef<HTMLDivElement>(null);
  const contactEnabled = useContactEnabled().enabled;
  const hasExtension = useHasExtension();
  const aboutAndHelp = shownLinks(FOOTER_LINK_GROUPS.slice(1).flatMap((group) => group.links), contactEnabled).filter((link) => hasExtension(link.extension));

  // After moving between views or category levels, focus the first control of the new content so
  // keyboard and screen-reader users are not left on a button that disappeared.
  const position = `${drawer.view}:${drawer.categoryUid}`;
  const previousPosition = useRef(position);
  useEffect(() => {
    if (previousPosition.current === position) return;
    previousPosition.current = position;
    bodyRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [position, drawer.entries.length]);

  const blogName = formatMessage({ id: 'navigation.blog', defaultMessage: 'Blog' });
  const title = formatMessage(VIEW_TITLES[drawer.view]);

  const backButton = drawer.hasBack ? (
    <button type="button" className={styles.back} onClick={drawer.goBack} aria-label={formatMessage({ id: 'navigation.back', defaultMessage: 'Back' })}>
      <BackIcon />
    </button>
  ) : null;

  let body;
  if (drawer.view !== 'MENU') {
    body = (
      <Suspense
        fallback={
          <p className={styles.status} role="status">
            <FormattedMessage id="navigation.accountLoading" defaultMessage="Loading…" />
          </p>
        }
      >
        <AccountView view={drawer.view} showView={drawer.showView} onClose={onClose} />
      </Suspense>
    );
  } else {
    body = (
      <>
        {drawer.currentCategory ? (
          <div className={styles.categoryHeader}>
            <p className={styles.categoryName}>{drawer.currentCategory.name}</p>
            <Link to={inStore(view, drawer.currentCategory.path)} className={styles.allLink}>
              <FormattedMessage id="navigation.allOf" defaultMessage="All of {name}" values={{ name: drawer.currentCategory.name }} />
            </Link>
          </div>
        ) : null}
        {drawer.isBlog ? (
          <div className={styles.categoryHeader}>
            <p className={styles.categoryName}>{blogName}</p>
            <Link to={inStore(view, '/blog')} className={styles.allLink}>
              <FormattedMessage id="navigation.allPosts" defaultMessage="All blog posts" />
            </Link>
          </div>
        ) : null}
        <nav aria-label={formatMessage({ id: 'navigation.label', defaultMessage: 'Main' })}>
          <ul className={styles.list}>
            {drawer.isTopLevel ? (
              <li>
                <Link to={view.homePath} className={styles.link}>
                  <FormattedMessage id="navigation.home" defaultMessage="Home" />
                  <Icon name="chevronRight" size={18} />
                </Link>
              </li>
            ) : null}
            {drawer.entries.map((entry, index) => {
              const name = entry.uid === BLOG_MENU_UID ? blogName : entry.name;
              const highlight = drawer.isTopLevel && index === 0;
              return (
                <li key={entry.uid}>
                  {entry.hasChildren ? (
                    <button
                      type="button"
                      className={highlight ? `${styles.link} ${styles.highlight}` : styles.link}
                      onClick={() => drawer.openCategory(entry.uid)}
                    >
                      <span className={styles.linkText}>
                        {highlight ? <Icon name="star" size={16} className={styles.star} /> : null}
                        {name}
                      </span>
                      <Icon name="chevronRight" size={18} />
                    </button>
                  ) : (
                    <Link to={inStore(view, entry.path)} className={highlight ? `${styles.link} ${styles.highlight}` : styles.link}>
                      <span className={styles.linkText}>
                        {highlight ? <Icon name="star" size={16} className={styles.star} /> : null}
                        {name}
                      </span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          {/* Below the list: Home keeps its place while the categories load (a tap meant for it never lands on one). */}
          {drawer.isLoading ? (
            <p className={styles.status} role="status">
              <FormattedMessage id="navigation.loading" defaultMessage="Loading categories…" />
            </p>
          ) : null}
          {drawer.hasError ? (
            <p className={styles.status} role="alert">
              <FormattedMessage id="navigation.loadError" defaultMessage="The categories could not be loaded." />
            </p>
          ) : null}
        </nav>
        {drawer.isTopLevel ? (
          <>
            <button
              type="button"
              className={styles.accountButton}
              onClick={() => drawer.showView(drawer.isSignedIn ? 'MY_ACCOUNT' : 'SIGN_IN')}
            >
              <Icon name="user" size={20} />
              {drawer.isSignedIn ? (
                <FormattedMessage id="navigation.myAccount" defaultMessage="My Account" />
              ) : (
                <FormattedMessage id="navigation.signIn" defaultMessage="Sign In" />
              )}
            </button>
            <ul className={`${styles.list} ${styles.secondaryList}`}>
              {aboutAndHelp.map((link) => (
                <li key={link.path}>
                  <Link to={inStore(view, link.path)} className={styles.secondaryLink}>
                    {formatMessage(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    );
  }

  return (
    <Drawer open={open} onClose={onClose} side="left" title={title} headerStart={backButton} footer={<StoreSwitch control={storeSwitch} />}>
      {/* Clicks on its links (and Enter on them) bubble here: one to the page already open closes the drawer. */}
      <div ref={bodyRef} className={styles.body} onClick={drawer.closeOnLinkToOpenPage}>
        {body}
      </div>
    </Drawer>
  );
}
