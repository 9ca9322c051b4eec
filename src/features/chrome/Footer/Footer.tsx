// Site footer: help band with phone, e-mail and a chat button; the newsletter sign-up; company legal
// details (phone, e-mail and company from the CMS block footer-contact) and the social links; account /
// about / help link groups (an accordion below 769 px); the shops grouped by city; consumer-protection
// links (ANPC, ANPC's SAL pictogram, the EU's dispute-resolution page where the closed ODR platform was); policy links with 'Cookie Settings', which reopens the consent banner; the
// copyright line with the current year. The CMS-driven parts (social links, shops) load when the footer
// comes near the viewport.
import { Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useHasExtension } from '../../../components/Capabilities';
import { lazyInTask } from '../../../components/lazyInTask';
import Link from '../../../components/Link';
import { openCookieSettings } from '../../../lib/cookieSettings';
import ChromeIcon from '../ChromeIcon';
import Logo from '../Logo';
import salPictogram from './anpc-sal.svg';
import styles from './footer.module.css';
import FooterSection from './FooterSection';
import NewsletterSignUp from './NewsletterSignUp';
import { useFooter } from './useFooter';
import { useNearViewport } from './useNearViewport';

const loadBlocks = () => import(/* webpackChunkName: "footer-blocks" */ './FooterBlocks');
const FooterSocial = lazyInTask(() => loadBlocks().then((module) => ({ default: module.FooterSocial })));
const FooterStores = lazyInTask(() => loadBlocks().then((module) => ({ default: module.FooterStores })));

export default function Footer() {
  const { formatMessage } = useIntl();
  const { copyrightLine, company, isLoading, columns, policies, consumerProtection, chatUrl } = useFooter();
  // Links to pages of retailer extensions the back end lacks are left out.
  const hasExtension = useHasExtension();
  const rootRef = useRef<HTMLElement>(null);
  const isNear = useNearViewport(rootRef);

  return (
    <footer ref={rootRef} className={styles.root}>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <p className={styles.bandTitle}>
            <FormattedMessage id="footer.helpTitle" defaultMessage="Need advice? Our specialists are here to help." />
          </p>
          <ul className={styles.contact}>
            {company?.phone ? (
              <li>
                <a href={company.phoneHref} className={styles.contactLink}>
                  <ChromeIcon name="phone" size={18} />
                  <FormattedMessage id="footer.phone" defaultMessage="Phone: {phone}" values={{ phone: company.phone }} />
                </a>
              </li>
            ) : null}
            {company?.email ? (
              <li>
                <a href={`mailto:${company.email}`} className={styles.contactLink}>
                  <ChromeIcon name="mail" size={18} />
                  <FormattedMessage id="footer.email" defaultMessage="E-mail: {email}" values={{ email: company.email }} />
                </a>
              </li>
            ) : null}
            <li>
              <a href={chatUrl} className={styles.chat} target="_blank" rel="noopener noreferrer">
                <ChromeIcon name="whatsapp" size={20} />
                <span>
                  <FormattedMessage id="footer.chat" defaultMessage="Chat with us" />
                </span>
                <span className="visually-hidden">
                  <FormattedMessage id="footer.chatHint" defaultMessage="on WhatsApp (opens in a new tab)" />
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className={styles.inner}>
        <NewsletterSignUp />
        <div className={styles.columns}>
          <div className={styles.company}>
            <Logo />
            {company?.name || company?.lines.length ? (
              <address className={styles.address}>
                {company.name ? <strong className={styles.companyName}>{company.name}</strong> : null}
                {company.lines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            ) : isLoading ? (
              <div className={styles.addressPlaceholder} aria-hidden="true" />
            ) : null}
            {isNear ? (
              <Suspense fallback={<div className={styles.socialPlaceholder} aria-hidden="true" />}>
                <FooterSocial />
              </Suspense>
            ) : (
              <div className={styles.socialPlaceholder} aria-hidden="true" />
            )}
          </div>
          <nav className={styles.groups} aria-label={formatMessage({ id: 'footer.navLabel', defaultMessage: 'Footer' })}>
            {columns.map((group) => (
              <FooterSection key={group.title.id as string} title={formatMessage(group.title)}>
                <ul className={styles.links}>
                  {group.links.map((link, index) =>
                    hasExtension(link.extension) ? (
                      <li key={link.path}>
                        <Link to={group.hrefs[index]} className={styles.link}>
                          {formatMessage(link.label)}
                        </Link>
                      </li>
                    ) : null
                  )}
                </ul>
              </FooterSection>
            ))}
          </nav>
        </div>

        {isNear ? (
          <Suspense fallback={<div className={styles.storesPlaceholder} aria-hidden="true" />}>
            <FooterStores />
          </Suspense>
        ) : (
          <div className={styles.storesPlaceholder} aria-hidden="true" />
        )}

        <div className={styles.legal}>
          <ul
            className={styles.protection}
            aria-label={formatMessage({ id: 'footer.consumerProtection', defaultMessage: 'Consumer protection' })}
          >
            {consumerProtection.map((entry) =>
              entry.key === 'sal' ? (
                <li key={entry.key}>
                  <a href={entry.url} className={styles.pictogram} target="_blank" rel="noopener noreferrer">
                    <img
                      src={salPictogram}
                      width={250}
                      height={50}
                      loading="lazy"
                      alt={formatMessage({ id: 'footer.salPictogram', defaultMessage: 'ANPC – Alternative dispute resolution (opens in a new tab)' })}
                    />
                  </a>
                </li>
              ) : (
                <li key={entry.key}>
                  <a href={entry.url} className={styles.badge} target="_blank" rel="noopener noreferrer">
                    <ChromeIcon name="shield" size={18} />
                    <span className={styles.badgeText}>
                      <strong>{entry.abbreviation}</strong>
                      <small>
                        {entry.key === 'anpc' ? (
                          <FormattedMessage id="footer.anpc" defaultMessage="Consumer protection authority" />
                        ) : (
                          <FormattedMessage id="footer.euAdr" defaultMessage="Out-of-court dispute resolution in the EU" />
                        )}
                      </small>
                    </span>
                    <span className="visually-hidden">
                      <FormattedMessage id="footer.newTab" defaultMessage="(opens in a new tab)" />
                    </span>
                  </a>
                </li>
              )
            )}
          </ul>
          <ul className={styles.policies} aria-label={formatMessage({ id: 'footer.policies', defaultMessage: 'Policies' })}>
            {policies.map((policy) => (
              <li key={policy.href}>
                <Link to={policy.href} className={styles.policyLink}>
                  {formatMessage(policy.label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.cookieSettings} onClick={() => openCookieSettings()}>
                <ChromeIcon name="cookie" size={16} />
                <FormattedMessage id="footer.cookieSettings" defaultMessage="Cookie Settings" />
              </button>
            </li>
          </ul>
        </div>
        <p className={styles.copyright}>{copyrightLine}</p>
      </div>
    </footer>
  );
}
