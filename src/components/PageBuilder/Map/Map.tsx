// Map content type: the shared interactive map (Leaflet, loaded on demand; zoom 8, no
// scroll-wheel zoom, double-click zoom, controls per the block's flag) at the block's height, then the
// locations as an accessible list (name, address, phone, note) with links to OpenStreetMap, which
// also stands in for the map when tiles cannot be loaded.
import { FormattedMessage, useIntl } from 'react-intl';

import { cx } from '../../classNames';
import LocationMap from '../../Map';
import shared from '../pagebuilder.module.css';
import type { MapProps } from '../types';
import styles from './map.module.css';
import { mapSettings, openStreetMapUrl, overviewUrl } from './mapSettings';

/** Height of the map canvas when the block saved none. */
export const DEFAULT_MAP_HEIGHT = '300px';

export default function MapBlock({ locations, showControls, style, cssClasses, pbStyle, isHidden }: MapProps) {
  const { formatMessage } = useIntl();
  if (locations.length === 0) return null;
  const settings = mapSettings(showControls);
  const overview = locations.length > 1 ? overviewUrl(locations, settings.zoom) : undefined;
  // The saved height is the map canvas's; the list below takes the height it needs.
  const { height, ...boxStyle } = style;
  const markers = locations.map((location, index) => ({
    id: String(index),
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
    lines: [location.address, [location.zipcode, location.city].filter(Boolean).join(' '), location.phone].filter(Boolean)
  }));
  return (
    <div className={cx(styles.root, isHidden && shared.hidden, ...cssClasses)} style={boxStyle} data-pb-style={pbStyle} data-zoom={settings.zoom}>
      <LocationMap
        className={styles.map}
        markers={markers}
        label={formatMessage({ id: 'pageBuilder.map.label', defaultMessage: 'Map: {names}' }, { names: locations.map((l) => l.name).join(', ') })}
        zoom={settings.zoom}
        showControls={settings.defaultControls}
        height={typeof height === 'number' ? `${height}px` : height || DEFAULT_MAP_HEIGHT}
      />
      <ul className={styles.list}>
        {locations.map((location, index) => (
          <li key={`${location.name}-${index}`} className={styles.location}>
            <p className={styles.name}>{location.name}</p>
            <address className={styles.address}>
              {location.address ? <span>{location.address}</span> : null}
              <span>{[location.zipcode, location.city, location.state !== location.city ? location.state : '', location.country].filter(Boolean).join(', ')}</span>
              {location.phone ? (
                <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
                  {location.phone}
                </a>
              ) : null}
            </address>
            {location.comment ? <p className={styles.comment}>{location.comment}</p> : null}
            <a className={styles.mapLink} href={openStreetMapUrl(location)} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="pageBuilder.map.open" defaultMessage="Open in OpenStreetMap" />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="pageBuilder.map.openFor" defaultMessage="({name}, opens in a new tab)" values={{ name: location.name }} />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {overview ? (
        <p className={styles.overview}>
          <a href={overview} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="pageBuilder.map.overview" defaultMessage="See all {count} locations on OpenStreetMap" values={{ count: locations.length }} />
          </a>
        </p>
      ) : null}
    </div>
  );
}
