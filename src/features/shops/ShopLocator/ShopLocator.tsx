// Shop locator (/shops): the shops as a list filtered by city and name (both in the URL query) beside a
// map with a marker per listed shop. The list is the primary content; the map is extra and may fail.
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { usePageHead } from '../../../components/Head';
import Link from '../../../components/Link';
import LocationMap, { directionsUrl, type MapMarker } from '../../../components/Map';
import { inStore, useStoreView } from '../../../components/storeView';
import { addressLines, shopPath, telHref, type Shop } from '../locationModel';
import LoadError from '../LoadError';
import { HoursSummary } from '../OpeningHours';
import styles from './shopLocator.module.css';
import { shopListHead } from '../ShopPage/shopHead';
import { useShopLocator } from './useShopLocator';

export default function ShopLocator() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useShopLocator();
  const title = formatMessage({ id: 'shops.title', defaultMessage: 'Our shops' });
  usePageHead(shopListHead(formatMessage, view));

  const detailsLabel = formatMessage({ id: 'shops.details', defaultMessage: 'Shop details' });
  const markers = useMemo<MapMarker[]>(
    () =>
      talon.shops.map((shop) => ({
        id: shop.id,
        name: shop.name,
        latitude: shop.latitude,
        longitude: shop.longitude,
        lines: addressLines(shop),
        href: inStore(view, shopPath(shop)),
        linkLabel: detailsLabel
      })),
    [talon.shops, view, detailsLabel]
  );

  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.intro}>
          <FormattedMessage id="shops.intro" defaultMessage="Find a GNC shop near you, see when it is open and get directions." />
        </p>
      </header>

      <form
        className={styles.filters}
        role="search"
        aria-label={formatMessage({ id: 'shops.filtersLabel', defaultMessage: 'Find a shop' })}
        onSubmit={(event) => {
          event.preventDefault();
          talon.commitQuery();
        }}
      >
        <FilterField id="shops-city" label={<FormattedMessage id="shops.city" defaultMessage="City" />}>
          <select
            id="shops-city"
            className={styles.select}
            value={talon.city}
            onChange={(event) => talon.setCity(event.target.value)}
            disabled={talon.isLoading}
          >
            <option value="">{formatMessage({ id: 'shops.allCities', defaultMessage: 'All cities' })}</option>
            {talon.cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="shops-query" label={<FormattedMessage id="shops.search" defaultMessage="Shop name" />}>
          <input
            id="shops-query"
            type="search"
            className={styles.input}
            value={talon.query}
            onChange={(event) => talon.setQuery(event.target.value)}
            placeholder={formatMessage({ id: 'shops.searchPlaceholder', defaultMessage: 'e.g. Cotroceni' })}
            autoComplete="off"
            enterKeyHint="search"
          />
        </FilterField>
        {talon.hasFilters ? (
          <Button priority="low" className={styles.clear} onClick={talon.clearFilters}>
            <FormattedMessage id="shops.clearFilters" defaultMessage="Clear filters" />
          </Button>
        ) : null}
      </form>

      {talon.hasError ? (
        <LoadError
          message={<FormattedMessage id="shops.loadError" defaultMessage="The shops could not be loaded. Check your connection and try again." />}
          onRetry={talon.retry}
        />
      ) : (
        <>
          <p className={styles.count} role="status">
            {talon.isLoading ? (
              <FormattedMessage id="shops.loading" defaultMessage="Loading the shops…" />
            ) : talon.city ? (
              <FormattedMessage
                id="shops.countInCity"
                defaultMessage="{count, plural, =0 {No shops in {city} match your search.} one {1 shop in {city}} other {# shops in {city}}}"
                values={{ count: talon.shops.length, city: talon.city }}
              />
            ) : (
              <FormattedMessage
                id="shops.count"
                defaultMessage="{count, plural, =0 {No shops match your search.} one {1 shop} other {# shops}}"
                values={{ count: talon.shops.length }}
              />
            )}
          </p>
          <div className={styles.layout}>
            <LocationMap
              className={styles.map}
              markers={markers}
              label={formatMessage({ id: 'shops.mapLabel', defaultMessage: 'Map of our shops' })}
              height="100%"
            />
            {talon.isLoading ? (
              <ul className={styles.list} aria-hidden="true">
                {[0, 1, 2].map((index) => (
                  <li key={index} className={`${styles.card} ${styles.skeletonCard}`}>
                    <span className={styles.skeletonTitle} />
                    <span className={styles.skeletonLine} />
                    <span className={styles.skeletonLine} />
                  </li>
                ))}
              </ul>
            ) : talon.shops.length > 0 ? (
              <ul className={styles.list} aria-label={formatMessage({ id: 'shops.listLabel', defaultMessage: 'Shops' })}>
                {talon.shops.map((shop) => (
                  <li key={shop.id}>
                    <ShopCard shop={shop} href={inStore(view, shopPath(shop))} detailsLabel={detailsLabel} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p>
                  <FormattedMessage id="shops.emptyHint" defaultMessage="Try another city or a shorter name." />
                </p>
                {talon.hasFilters ? (
                  <Button onClick={talon.clearFilters}>
                    <FormattedMessage id="shops.showAll" defaultMessage="Show all shops" />
                  </Button>
                ) : null}
              </div>
            )}
          </div>
        </>
      )}
    </article>
  );
}

/** One of the filters: its label above its control (`id` is the control's). */
function FilterField({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

function ShopCard({ shop, href, detailsLabel }: { shop: Shop; href: string; detailsLabel: string }) {
  const { formatMessage } = useIntl();
  return (
    <article className={styles.card} aria-labelledby={`shop-${shop.id}-name`}>
      <h2 id={`shop-${shop.id}-name`} className={styles.cardTitle}>
        <Link to={href}>{shop.name}</Link>
      </h2>
      <address className={styles.address}>
        {addressLines(shop).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {shop.phones.map((phone) => (
          <a key={phone} href={telHref(phone)} className={styles.phone}>
            {phone}
          </a>
        ))}
      </address>
      <HoursSummary hours={shop.hours} className={styles.hours} />
      <p className={styles.actions}>
        <Link to={href} className={styles.primaryAction}>
          {detailsLabel}
          <span className="visually-hidden"> – {shop.name}</span>
        </Link>
        {Number.isFinite(shop.latitude) && Number.isFinite(shop.longitude) ? (
          <a href={directionsUrl(shop.latitude, shop.longitude)} target="_blank" rel="noopener noreferrer" className={styles.secondaryAction}>
            <FormattedMessage id="shops.directions" defaultMessage="Directions" />
            <span className="visually-hidden">
              {formatMessage({ id: 'shops.directionsTo', defaultMessage: ' to {name} (opens in a new tab)' }, { name: shop.name })}
            </span>
          </a>
        ) : null}
      </p>
    </article>
  );
}
