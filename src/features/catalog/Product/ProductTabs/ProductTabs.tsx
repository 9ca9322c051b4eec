// Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; the active panel shows.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import styles from './productTabs.module.css';

export interface ProductTab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface ProductTabsProps {
  tabs: ProductTab[];
  activeId: string;
  onChange(id: string): void;
  label: string;
}

export default function ProductTabs({ tabs, activeId, onChange, label }: ProductTabsProps) {
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  if (!active) return null;
  return (
    <div className={styles.root}>
      <div className={styles.tabList} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              id={`product-tab-${tab.id}`}
              type="button"
              role="tab"
              className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
              aria-selected={selected}
              aria-controls={`product-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`product-panel-${active.id}`}
        role="tabpanel"
        aria-labelledby={`product-tab-${active.id}`}
        className={styles.panel}
        tabIndex={0}
      >
        {active.content}
      </div>
    </div>
  );
}
