// EN / RO switch: the other view's link goes to the same page in that view.
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import { STORE_VIEWS } from '../../lib/storeViews';
import styles from './storeSwitch.module.css';

/** What the app gives the switch (src/app/storeView/useStoreSwitch). */
export interface StoreSwitchControl {
  currentCode: string;
  /** Hook: the same page in a given view (the redirect's target once known, else the prefix swap). */
  usePathInView: () => (code: string) => string;
  switchStore: (code: string) => Promise<void> | void;
}

/** One link per store view, by label ('EN / RO'). */
const SWITCH_OPTIONS = [...STORE_VIEWS]
  .sort((a, b) => a.language.label.localeCompare(b.language.label))
  .map((view) => ({ code: view.code, label: view.language.label, language: view.language.code, name: view.language.name }));

export interface StoreSwitchProps {
  control: StoreSwitchControl;
  className?: string;
}

export default function StoreSwitch({ control, className }: StoreSwitchProps) {
  const { formatMessage } = useIntl();
  const { currentCode, switchStore } = control;
  const pathInView = control.usePathInView();

  return (
    <nav
      className={cx(styles.root, className)}
      aria-label={formatMessage({ id: 'storeSwitch.label', defaultMessage: 'Language' })}
    >
      {SWITCH_OPTIONS.map((option, index) => {
        const isCurrent = option.code === currentCode;
        const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          if (!isCurrent) void switchStore(option.code);
        };
        return (
          <span key={option.code} className={styles.item}>
            {index > 0 ? (
              <span className={styles.separator} aria-hidden="true">
                /
              </span>
            ) : null}
            <a
              href={pathInView(option.code)}
              hrefLang={option.language}
              lang={option.language}
              className={cx(styles.link, isCurrent && styles.current)}
              aria-current={isCurrent ? 'true' : undefined}
              title={option.name}
              onClick={handleClick}
            >
              {option.label}
            </a>
          </span>
        );
      })}
    </nav>
  );
}
