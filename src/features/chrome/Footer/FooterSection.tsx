// A titled group of the footer. Below 769 px the groups fold away (an accordion: the title is a
// button that shows or hides the group); from 769 px they are always open and the title is a heading.
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';

import { cx } from '../../../components/classNames';
import ChromeIcon from '../ChromeIcon';
import styles from './footer.module.css';

/** 769 px is where the footer's columns open up. */
export const FOOTER_ACCORDION_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(FOOTER_ACCORDION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(FOOTER_ACCORDION_QUERY).matches;
}

export function useFooterAccordion(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}

export interface FooterSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
  /** Extra class of the body (e.g. a multi-column store list). */
  bodyClassName?: string;
}

export default function FooterSection({ title, children, className, bodyClassName }: FooterSectionProps) {
  const collapsible = useFooterAccordion();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const hidden = collapsible && !open;

  return (
    <section className={cx(styles.section, className)}>
      <h2 className={styles.sectionTitle}>
        {collapsible ? (
          <button
            type="button"
            className={styles.sectionToggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>{title}</span>
            <ChromeIcon name="chevronDown" size={18} className={cx(styles.sectionChevron, open && styles.sectionChevronOpen)} />
          </button>
        ) : (
          title
        )}
      </h2>
      <div id={bodyId} className={cx(styles.sectionBody, bodyClassName)} hidden={hidden}>
        {children}
      </div>
    </section>
  );
}
