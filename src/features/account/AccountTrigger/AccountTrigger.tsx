// Header account trigger: 'Sign in' (a link to the sign-in page) for guests; for a signed-in
// shopper 'Hi, {name}', a button opening the account menu. The menu's code loads on first open (or on
// hover/focus), so the header stays light. Clicking outside or Escape closes it.
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { useAppSelector } from '../../../store/hooks';
import { selectFirstname, selectIsSignedIn } from '../../../store/user/selectors';
import styles from './accountTrigger.module.css';

const loadMenu = () => import(/* webpackChunkName: "account-menu" */ '../AccountMenu');
const AccountMenu = lazy(loadMenu);

export default function AccountTrigger() {
  const view = useStoreView();
  const { pathname } = useLocation();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const firstname = useAppSelector(selectFirstname);
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A new page, or signing out, closes the menu.
  useEffect(() => setIsOpen(false), [pathname, isSignedIn]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const handlePointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', handlePointer);
    document.addEventListener('touchstart', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('mousedown', handlePointer);
      document.removeEventListener('touchstart', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [close, isOpen]);

  if (!isSignedIn) {
    return (
      <Link to={inStore(view, '/sign-in')} className={styles.trigger}>
        <Icon name="user" />
        <span className={styles.text}>
          <FormattedMessage id="accountTrigger.signIn" defaultMessage="Sign in" />
        </span>
      </Link>
    );
  }

  const preload = () => void loadMenu().catch(() => undefined);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onMouseEnter={preload}
        onFocus={preload}
      >
        <Icon name="user" />
        <span className={styles.text}>
          {firstname ? (
            <FormattedMessage id="accountTrigger.greeting" defaultMessage="Hi, {name}" values={{ name: firstname }} />
          ) : (
            <FormattedMessage id="accountTrigger.account" defaultMessage="My Account" />
          )}
        </span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <div className={styles.menu} id={menuId}>
            <AccountMenu onNavigate={() => close(false)} />
          </div>
        </Suspense>
      ) : null}
    </div>
  );
}
