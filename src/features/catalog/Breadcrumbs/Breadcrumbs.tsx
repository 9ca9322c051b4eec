// Breadcrumbs (spec §2) on category and product pages: Home › ancestors › current page, plus a
// schema.org BreadcrumbList for search engines.
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { breadcrumbJsonLd, type Crumb } from './breadcrumbModel';
import styles from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  /** Links before the current page, top first (Home is added). */
  crumbs: Crumb[];
  /** Name of the current page (not a link). */
  current: string;
  className?: string;
}

export default function Breadcrumbs({ crumbs, current, className }: BreadcrumbsProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const homeName = formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' });
  const links = crumbs.map((crumb) => ({ name: crumb.name, path: inStore(view, crumb.path) }));

  useDocumentHead({ jsonLd: breadcrumbJsonLd({ homeName, crumbs, current, view, origin: window.location.origin }) });

  return (
    <nav className={className ? `${styles.root} ${className}` : styles.root} aria-label={formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' })}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={view.homePath} className={styles.link}>
            <FormattedMessage id="breadcrumbs.home" defaultMessage="Home" />
          </Link>
        </li>
        {links.map((crumb) => (
          <li key={crumb.path} className={styles.item}>
            <Link to={crumb.path} className={styles.link}>
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className={styles.item}>
          <span className={styles.current} aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
