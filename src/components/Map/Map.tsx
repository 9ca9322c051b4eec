// An interactive map (Leaflet, loaded on demand) with a marker and popup per place. Keyboard users can
// jump past it; without tiles (offline) the markers stay on a plain ground and a note says why; if
// Leaflet itself cannot be downloaded the area says so. Defaults are Page Builder's map block's.
import { useCallback, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { MAP_DEFAULTS } from '../../lib/constants';
import { cx } from '../classNames';
import { useNavigateWhenReady } from '../Link/navigationContext';
import styles from './map.module.css';
import { useLeafletMap, type MapMarker } from './useLeafletMap';

interface MapProps {
  markers: readonly MapMarker[];
  /** Accessible name of the map region ('Map of our shops'). */
  label: string;
  /** Zoom for a single marker; several markers are fitted into view. Default 8. */
  zoom?: number;
  /** Zoom buttons (Page Builder's show-controls flag). Default shown. */
  showControls?: boolean;
  /** CSS height of the map. */
  height?: string;
  className?: string;
}

export default function LocationMap({ markers, label, zoom = MAP_DEFAULTS.zoom, showControls = true, height = '20rem', className }: MapProps) {
  const { formatMessage } = useIntl();
  const navigateWhenReady = useNavigateWhenReady();
  const navigate = useNavigate();
  const onNavigate = useCallback(
    (href: string) => {
      if (navigateWhenReady) void navigateWhenReady(href);
      else void navigate(href);
    },
    [navigate, navigateWhenReady]
  );
  const { containerRef, status, tilesFailed } = useLeafletMap({ markers, zoom, showControls, onNavigate });
  const afterId = useId();
  const afterRef = useRef<HTMLSpanElement>(null);

  return (
    <div className={cx(styles.root, className)}>
      <a
        className={styles.skipLink}
        href={`#${afterId}`}
        onClick={(event) => {
          // Focus moves past the map without touching the URL (a hash would count as a navigation).
          event.preventDefault();
          afterRef.current?.focus();
        }}
      >
        {formatMessage({ id: 'map.skip', defaultMessage: 'Skip the map' })}
      </a>
      <div className={styles.frame} style={{ height }} role="region" aria-label={label} aria-busy={status === 'loading' || undefined}>
        {status === 'unavailable' ? (
          <p className={styles.unavailable}>
            {formatMessage({
              id: 'map.unavailable',
              defaultMessage: 'The map could not be loaded. The addresses and directions links work without it.'
            })}
          </p>
        ) : (
          // Leaflet owns this element: React gives it no props that change.
          <div ref={containerRef} className={styles.canvas} />
        )}
        {tilesFailed && status === 'ready' ? (
          <p className={styles.notice} role="status">
            {formatMessage({
              id: 'map.tilesUnavailable',
              defaultMessage: 'The map images are not available right now; the markers, addresses and directions still work.'
            })}
          </p>
        ) : null}
      </div>
      <span id={afterId} ref={afterRef} tabIndex={-1} className={styles.after} />
    </div>
  );
}
