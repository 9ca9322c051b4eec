// The cookie consent banner: the store's text, category checkboxes (necessary always on),
// a more-details link, green Accept / Accept all and a grey Decline button, a close (x); and, while
// it is hidden, a fixed reopen widget. A non-modal region at the bottom of the screen: the page stays
// usable, Escape closes it. Loaded lazily by CookieConsentMount (not in the first-load bundle).
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';

import { cx } from '../../../components/classNames';
import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { OPTIONAL_CONSENT_CATEGORIES, type OptionalConsentCategory } from '../consentModel';
import styles from './cookieConsent.module.css';
import { useCookieConsent, type UseCookieConsentOptions } from './useCookieConsent';

const categoryLabels = defineMessages({
  preferences: { id: 'cookieConsent.category.preferences', defaultMessage: 'Preferences' },
  analytics: { id: 'cookieConsent.category.analytics', defaultMessage: 'Analytics' },
  marketing: { id: 'cookieConsent.category.marketing', defaultMessage: 'Marketing' }
}) satisfies Record<OptionalConsentCategory, unknown>;

function CookieIcon() {
  return (
    <svg viewBox="0 0 24 24" width={26} height={26} aria-hidden="true" focusable="false">
      <path
        d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.6-3.1A3 3 0 0 1 13.9 5 3 3 0 0 1 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
      <circle cx="8.5" cy="10" r="1.3" fill="currentColor" />
      <circle cx="11" cy="15.5" r="1.3" fill="currentColor" />
      <circle cx="15.8" cy="14" r="1.1" fill="currentColor" />
      <circle cx="7.5" cy="15" r="0.9" fill="currentColor" />
    </svg>
  );
}

export type CookieConsentProps = UseCookieConsentOptions;

export default function CookieConsent(props: CookieConsentProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const talon = useCookieConsent(props);
  const {
    isBannerVisible,
    isDeciding,
    isWidgetVisible,
    contentHtml,
    selectedCategories,
    moreDetailsPath,
    bannerRef,
    widgetRef
  } = talon;

  return (
    <>
      {isBannerVisible ? (
        <section
          ref={bannerRef}
          className={cx(styles.banner, isDeciding && styles.deciding)}
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={talon.handleBannerKeyDown}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {formatMessage({ id: 'cookieConsent.title', defaultMessage: 'Cookie preferences' })}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={talon.close}
              disabled={isDeciding}
              aria-label={formatMessage({ id: 'cookieConsent.close', defaultMessage: 'Close' })}
            >
              <Icon name="close" size={20} />
            </button>
          </div>
          <div className={styles.body}>
            {contentHtml ? (
              // Allowlisted or sanitised in the talon (bannerHtml); internal links navigate in the app.
              <div
                className={styles.content}
                onClick={talon.handleContentClick}
                dangerouslySetInnerHTML={{ __html: contentHtml }}
              />
            ) : (
              <p className={styles.content}>
                {formatMessage({
                  id: 'cookieConsent.fallbackText',
                  defaultMessage:
                    'We use cookies that the shop needs to work and, only with your consent, preference, analytics and marketing cookies.'
                })}
              </p>
            )}
            <Link to={moreDetailsPath} className={styles.moreDetails}>
              {formatMessage({ id: 'cookieConsent.moreDetails', defaultMessage: 'More details' })}
            </Link>
            <fieldset className={styles.categories}>
              <legend className={styles.legend}>
                {formatMessage({ id: 'cookieConsent.categoriesLegend', defaultMessage: 'Cookie categories' })}
              </legend>
              <label className={styles.category}>
                <input type="checkbox" checked disabled readOnly />
                <span>{formatMessage({ id: 'cookieConsent.category.necessary', defaultMessage: 'Necessary' })}</span>
              </label>
              {OPTIONAL_CONSENT_CATEGORIES.map((category) => (
                <label key={category} className={styles.category}>
                  <input
                    type="checkbox"
                    name={category}
                    checked={selectedCategories.includes(category)}
                    disabled={isDeciding}
                    onChange={() => talon.toggleCategory(category)}
                  />
                  <span>{formatMessage(categoryLabels[category])}</span>
                </label>
              ))}
            </fieldset>
          </div>
          <div className={styles.actions}>
            <button type="button" className={cx(styles.button, styles.acceptAll)} onClick={talon.acceptAll} disabled={isDeciding}>
              {formatMessage({ id: 'cookieConsent.acceptAll', defaultMessage: 'Accept all' })}
            </button>
            <button type="button" className={cx(styles.button, styles.accept)} onClick={talon.accept} disabled={isDeciding}>
              {formatMessage({ id: 'cookieConsent.accept', defaultMessage: 'Accept' })}
            </button>
            <button type="button" className={cx(styles.button, styles.decline)} onClick={talon.decline} disabled={isDeciding}>
              {formatMessage({ id: 'cookieConsent.decline', defaultMessage: 'Decline' })}
            </button>
          </div>
          <p className="visually-hidden" role="status">
            {isDeciding ? formatMessage({ id: 'cookieConsent.saved', defaultMessage: 'Your choice has been saved.' }) : ''}
          </p>
        </section>
      ) : null}
      {/* At the end of the body: the banner comes early in the focus order (a first visit must reach it
          soon), the reopen widget last (a returning shopper tabs past everything else first). */}
      {isWidgetVisible
        ? createPortal(
            <button
              ref={widgetRef}
              type="button"
              className={styles.widget}
              onClick={talon.reopen}
              aria-label={formatMessage({ id: 'cookieConsent.reopen', defaultMessage: 'Change cookie preferences' })}
              title={formatMessage({ id: 'cookieConsent.reopen', defaultMessage: 'Change cookie preferences' })}
            >
              <CookieIcon />
            </button>,
            document.body
          )
        : null}
    </>
  );
}
