// Site footer: account / about / help link groups and the copyright line with the current year.
// Legal details, social links, store list by city and the consent link come in a later issue.
import { useIntl } from 'react-intl';

import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import styles from './footer.module.css';
import { FOOTER_LINK_GROUPS } from './links';
import { useFooter } from './useFooter';

export default function Footer() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const { copyrightLine } = useFooter();

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav className={styles.groups} aria-label={formatMessage({ id: 'footer.navLabel', defaultMessage: 'Footer' })}>
          {FOOTER_LINK_GROUPS.map((group) => {
            const title = formatMessage(group.title);
            return (
              <section key={group.title.id as string} className={styles.group} aria-label={title}>
                <h2 className={styles.groupTitle}>{title}</h2>
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <Link to={inStore(view, link.path)} className={styles.link}>
                        {formatMessage(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
        <p className={styles.copyright}>{copyrightLine}</p>
      </div>
    </footer>
  );
}
