// Mega menu (≥ 1240 px): top categories in menu order, the first one red with a star; each
// opens a submenu grid of 4 columns (max 1560 px) on hover or keyboard focus. Keyboard: ←/→ move along
// the bar, ↓ enters the submenu, Escape closes it and returns to its top link; a click outside closes.
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import type { MenuLink } from '../menuModel';
import styles from './megaMenu.module.css';
import { useMegaMenu } from './useMegaMenu';

export default function MegaMenu() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const menu = useMegaMenu();
  const rootRef = useRef<HTMLElement>(null);
  // Escape returns focus to the top link without reopening its submenu.
  const skipFocusOpen = useRef(false);
  const { close } = menu;

  // A click or tap outside the menu closes the open submenu.
  useEffect(() => {
    if (!menu.openUid) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menu.openUid, close]);

  if (menu.items.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  const topLink = (index: number) =>
    rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]')[(index + menu.items.length) % menu.items.length];
  const focusTop = (index: number) => topLink(index)?.focus();

  const onTopKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, item: MenuLink, index: number) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusTop(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusTop(index - 1);
    } else if (event.key === 'ArrowDown' && item.children.length > 0) {
      event.preventDefault();
      menu.open(item.uid);
      requestAnimationFrame(() => document.getElementById(`megamenu-${item.uid}`)?.querySelector<HTMLElement>('a')?.focus());
    } else if (event.key === 'Escape') {
      menu.close();
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: MenuLink) => {
    if (event.key === 'Escape' && menu.openUid === item.uid) {
      event.preventDefault();
      menu.close();
      skipFocusOpen.current = true;
      focusTop(menu.items.indexOf(item));
      skipFocusOpen.current = false;
    }
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>, item: MenuLink) => {
    // Focus leaving the item (and its submenu) closes the submenu.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && menu.openUid === item.uid) menu.close();
  };

  return (
    <nav ref={rootRef} className={styles.root} aria-label={formatMessage({ id: 'megaMenu.label', defaultMessage: 'Categories' })}>
      <ul className={styles.bar}>
        {menu.items.map((item, index) => {
          const isOpen = menu.openUid === item.uid;
          const hasChildren = item.children.length > 0;
          const submenuId = `megamenu-${item.uid}`;
          return (
            <li
              key={item.uid}
              className={styles.item}
              onMouseEnter={() => (hasChildren ? menu.hoverOpen(item.uid) : menu.hoverClose())}
              onMouseLeave={menu.hoverClose}
              onKeyDown={(event) => onItemKeyDown(event, item)}
              onBlur={(event) => onItemBlur(event, item)}
            >
              <Link
                to={inStore(view, item.path)}
                className={index === 0 ? `${styles.topLink} ${styles.highlight}` : styles.topLink}
                data-menu-link=""
                onFocus={() => {
                  if (skipFocusOpen.current) return;
                  if (hasChildren) menu.open(item.uid);
                  else menu.close();
                }}
                onClick={menu.close}
                onKeyDown={(event) => onTopKeyDown(event, item, index)}
                aria-expanded={hasChildren ? isOpen : undefined}
                aria-controls={hasChildren ? submenuId : undefined}
              >
                {index === 0 ? <Icon name="star" size={16} className={styles.star} /> : null}
                {item.name}
              </Link>
              {hasChildren ? (
                <div id={submenuId} className={isOpen ? `${styles.submenu} ${styles.open}` : styles.submenu} hidden={!isOpen}>
                  <div className={styles.submenuInner}>
                    <ul className={styles.columns}>
                      {item.children.map((child) => (
                        <li key={child.uid} className={styles.column}>
                          <Link to={inStore(view, child.path)} className={styles.columnLink} onClick={menu.close}>
                            {child.name}
                          </Link>
                          {child.children.length > 0 ? (
                            <ul className={styles.subList}>
                              {child.children.map((grandchild) => (
                                <li key={grandchild.uid}>
                                  <Link to={inStore(view, grandchild.path)} className={styles.subLink} onClick={menu.close}>
                                    {grandchild.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                    <Link to={inStore(view, item.path)} className={styles.allLink} onClick={menu.close}>
                      <FormattedMessage id="megaMenu.all" defaultMessage="All of {name}" values={{ name: item.name }} />
                    </Link>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
