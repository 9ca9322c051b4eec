// Map content type, without map tiles: the locations as an accessible list (name, address, phone,
// note) with links that open each place in OpenStreetMap. The map options of spec §3 are kept in data
// (mapSettings) for the interactive map of the shops pages.
import { FormattedMessage } from 'react-intl';

import { cx } from '../../../../components/classNames';
import shared from '../pagebuilder.module.css';
import type { MapProps } from '../types';
import styles from './map.module.css';
import { mapSettings, openStreetMapUrl, overviewUrl } from './mapSettings';

export default function MapBlock({ locations, showControls, style, cssClasses, pbStyle, isHidden }: MapProps) {
  if (locations.length === 0) return null;
  const settings = mapSettings(showControls);
  const overview = locations.length > 1 ? overviewUrl(locations, settings.zoom) : undefined;
  // The saved height was for a map canvas; a list takes the height it needs.
  const { height: _height, ...boxStyle } = style;
  return (
    <div className={cx(styles.root, isHidden && shared.hidden, ...cssClasses)} style={boxStyle} data-pb-style={pbStyle} data-zoom={settings.zoom}>
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
