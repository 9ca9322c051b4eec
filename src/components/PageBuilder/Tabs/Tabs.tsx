// Tabs and tab items: an accessible tab list (roles tablist/tab/tabpanel, roving tabindex, Left/Right/
// Home/End move and activate). A panel's content mounts the first time its tab is opened.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import type { TabItemProps, TabsProps } from '../types';
import styles from './tabs.module.css';

export interface TabsItem {
  key: string;
  props: TabItemProps;
  content: ReactNode;
}

export default function Tabs({
  defaultIndex,
  navigationAlignment,
  navigationStyle,
  contentStyle,
  style,
  cssClasses,
  pbStyle,
  isHidden,
  items
}: TabsProps & { items: TabsItem[] }) {
  const baseId = useId();
  const [active, setActive] = useState(Math.min(defaultIndex, Math.max(0, items.length - 1)));
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([active]));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  if (items.length === 0) return null;

  const select = (index: number, focus = false) => {
    setActive(index);
    setOpened((current) => (current.has(index) ? current : new Set([...current, index])));
    if (focus) tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key], true);
    }
  };

  return (
    <div className={cx(styles.root, isHidden && shared.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      <div role="tablist" className={cx(styles.navigation, styles[navigationAlignment])} style={navigationStyle}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={cx(styles.tab, index === active && styles.activeTab)}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {item.props.tabName}
          </button>
        ))}
      </div>
      <div className={styles.content} style={contentStyle}>
        {items.map((item, index) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== active}
            tabIndex={0}
            className={cx(styles.panel, ...item.props.cssClasses)}
            style={index === active ? item.props.style : undefined}
          >
            {opened.has(index) ? item.content : null}
          </div>
        ))}
      </div>
    </div>
  );
}
