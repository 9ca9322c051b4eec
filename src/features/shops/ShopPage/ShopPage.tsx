// A shop's page (/shop/{id}): name, address, opening hours (today marked), phones, e-mail, directions,
// description and the map. /shop without an id is the locator; an unknown id says so and links back.
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

import { usePageHead } from '../../../components/Head';
import Link from '../../../components/Link';
import LocationMap, { directionsUrl } from '../../../components/Map';
import RichContent from '../../../components/RichContent';
import { inStore, useStoreView } from '../../../components/storeView';
import { addressLines, telHref, type Shop } from '../locationModel';
import LoadError from '../LoadError';
import { OpeningHoursTable } from '../OpeningHours';
import ShopLocator from '../ShopLocator';
import styles from './shopPage.module.css';
import { shopHead, shopNotFoundHead } from './shopHead';
import { useShopPage } from './useShopPage';

/** A single shop's map is close enough to see the streets around the mall. */
export const SHOP_MAP_ZOOM = 15;

export default function ShopPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ShopDetails /> : <ShopLocator />;
}

function ShopDetails() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useShopPage();
  const { shop } = talon;
  const notFound = !talon.isLoading && !talon.hasError && !shop;

  usePageHead(shop ? shopHead(shop, formatMessage, view, window.location.origin) : notFound ? shopNotFoundHead(formatMessage) : {});

  const allShops = (
    <Link to={inStore(view, '/shops')} className={styles.back}>
      <span aria-hidden="true">← </span>
      <FormattedMessage id="shop.allShops" defaultMessage="All our shops" />
    </Link>
  );

  if (talon.isLoading) {
    return (
      <article className={styles.root} aria-busy="true">
        {allShops}
        <p className="visually-hidden" role="status">
          <FormattedMessage id="shop.loading" defaultMessage="Loading the shop…" />
        </p>
        <div className={styles.skeletonTitle} />
        <div className={styles.layout}>
          <div className={styles.skeletonBlock} />
          <div className={styles.skeletonMap} />
        </div>
      </article>
    );
  }

  if (talon.hasError) {
    return (
      <article className={styles.root}>
        {allShops}
        <LoadError
          message={<FormattedMessage id="shop.loadError" defaultMessage="The shop could not be loaded. Check your connection and try again." />}
          onRetry={talon.retry}
        />
      </article>
    );
  }

  if (!shop) {
    return (
      <article className={styles.root}>
        <h1 className={styles.heading}>
          <FormattedMessage id="shop.notFoundTitle" defaultMessage="Shop not found" />
        </h1>
        <p className={styles.notFoundText}>
          <FormattedMessage
            id="shop.notFound"
            defaultMessage="We could not find this shop. It may have moved or closed; all our shops are listed on the shops page."
          />
        </p>
        <Link to={inStore(view, '/shops')} className={styles.primaryLink}>
          <FormattedMessage id="shop.seeAllShops" defaultMessage="See all our shops" />
        </Link>
      </article>
    );
  }

  return (
    <article className={styles.root} aria-labelledby="shop-name">
      {allShops}
      <h1 id="shop-name" className={styles.heading}>
        {shop.name}
      </h1>
      <div className={styles.layout}>
        <div className={styles.details}>
          <ShopContact shop={shop} />
          <OpeningHoursTable
            hours={shop.hours}
            today={talon.today}
            caption={formatMessage({ id: 'shop.openingHours', defaultMessage: 'Opening hours' })}
          />
        </div>
        <div className={styles.mapColumn}>
          <LocationMap
            markers={[{ id: shop.id, name: shop.name, latitude: shop.latitude, longitude: shop.longitude, lines: addressLines(shop) }]}
            label={formatMessage({ id: 'shop.mapLabel', defaultMessage: 'Map: {name}' }, { name: shop.name })}
            zoom={SHOP_MAP_ZOOM}
            height="100%"
            className={styles.map}
          />
          {shop.description ? <RichContent html={shop.description} className={styles.description} /> : null}
        </div>
      </div>
    </article>
  );
}

function ShopContact({ shop }: { shop: Shop }) {
  const { formatMessage } = useIntl();
  const hasCoordinates = Number.isFinite(shop.latitude) && Number.isFinite(shop.longitude);
  return (
    <section className={styles.contact} aria-labelledby="shop-contact-heading">
      <h2 id="shop-contact-heading" className={styles.subheading}>
        <FormattedMessage id="shop.address" defaultMessage="Address and contact" />
      </h2>
      <address className={styles.address}>
        {addressLines(shop).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <dl className={styles.contactList}>
        {shop.phones.length > 0 ? (
          <>
            <dt>{formatMessage({ id: 'shop.phone', defaultMessage: '{count, plural, one {Phone} other {Phones}}' }, { count: shop.phones.length })}</dt>
            {shop.phones.map((phone) => (
              <dd key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            ))}
          </>
        ) : null}
        {shop.email ? (
          <>
            <dt>{formatMessage({ id: 'shop.email', defaultMessage: 'E-mail' })}</dt>
            <dd>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {hasCoordinates ? (
        <a className={styles.directions} href={directionsUrl(shop.latitude, shop.longitude)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="shop.directions" defaultMessage="Get directions" />
          <span className="visually-hidden">
            {formatMessage({ id: 'shop.opensNewTab', defaultMessage: ' (opens in a new tab)' })}
          </span>
        </a>
      ) : null}
    </section>
  );
}
