// The map's talon: loads Leaflet on demand (its own chunk, never in the first load), draws the tiles and
// one marker per location with a popup, fits the view to the markers, and degrades when tiles or the
// library cannot be fetched (offline): markers stay, tile requests stop, the view says so.
import type * as Leaflet from 'leaflet';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';

import {
  FALLBACK_CENTER,
  FALLBACK_ZOOM,
  FIT_MAX_ZOOM,
  loadTileUrl,
  MAP_TILE_ATTRIBUTION,
  mapBehaviour,
  nextTileStatus,
  type TileStatus
} from './mapConfig';
import { markerIconHtml, MARKER_ICON_CLASS, popupContent } from './popupContent';

export interface MapMarker {
  /** Stable key (location id). */
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Address and other short lines under the name in the popup. */
  lines?: readonly string[];
  /** In-app path of the place's page, linked from the popup. */
  href?: string;
  /** Text of that link. */
  linkLabel?: string;
}

export type LeafletModule = typeof Leaflet;

let leafletLoad: Promise<LeafletModule> | undefined;

/** Leaflet and its stylesheet, downloaded once, on first use; a failed download may be tried again. */
export function loadLeaflet(): Promise<LeafletModule> {
  // No chunk name: Leaflet is never part of a route's first load, so the bundle report (which lists
  // named chunk groups as routes) leaves it out.
  leafletLoad ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([leaflet]) => leaflet as LeafletModule)
    .catch((error: unknown) => {
      leafletLoad = undefined;
      throw error;
    });
  return leafletLoad;
}

export interface LeafletMapOptions {
  markers: readonly MapMarker[];
  zoom: number;
  showControls: boolean;
  /** In-app navigation for popup links. */
  onNavigate(href: string): void;
}

export interface LeafletMapTalon {
  containerRef: RefObject<HTMLDivElement | null>;
  /** loading: Leaflet on its way; ready: drawn; unavailable: Leaflet could not be downloaded. */
  status: 'loading' | 'ready' | 'unavailable';
  /** No tile could be fetched: the markers are drawn on a plain ground. */
  tilesFailed: boolean;
}

function isValidMarker(marker: MapMarker): boolean {
  return Number.isFinite(marker.latitude) && Number.isFinite(marker.longitude) && Math.abs(marker.latitude) <= 90 && Math.abs(marker.longitude) <= 180;
}

export function useLeafletMap({ markers, zoom, showControls, onNavigate }: LeafletMapOptions): LeafletMapTalon {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const leafletRef = useRef<LeafletModule | null>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const markerLayerRef = useRef<Leaflet.LayerGroup | null>(null);
  const navigateRef = useRef(onNavigate);
  const [status, setStatus] = useState<LeafletMapTalon['status']>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    navigateRef.current = onNavigate;
  }, [onNavigate]);

  // Markers change identity on every render of the page; redraw only when what they show changes.
  const shown = useMemo(() => markers.filter(isValidMarker), [markers]);
  const markersKey = JSON.stringify(shown.map((m) => [m.id, m.latitude, m.longitude, m.name, m.lines, m.href, m.linkLabel]));

  // Create the map once per mount (options are fixed for a map's life, as in Page Builder).
  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    Promise.all([loadLeaflet(), loadTileUrl()]).then(
      ([L, tileUrl]) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const behaviour = mapBehaviour({ zoom, showControls });
        const map = L.map(container, { ...behaviour, center: [...FALLBACK_CENTER] as [number, number], zoom: FALLBACK_ZOOM });
        map.attributionControl.setPrefix('<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>');

        let tileStatus: TileStatus = 'waiting';
        let tiles: Leaflet.TileLayer | null = null;
        const addTiles = () => {
          tileStatus = 'waiting';
          setTilesFailed(false);
          tiles = L.tileLayer(tileUrl, { attribution: MAP_TILE_ATTRIBUTION, maxZoom: 19 });
          tiles.on('tileload', () => {
            tileStatus = nextTileStatus(tileStatus, 'load');
          });
          tiles.on('tileerror', () => {
            const before = tileStatus;
            tileStatus = nextTileStatus(tileStatus, 'error');
            if (before === 'waiting' && tileStatus === 'failed' && tiles) {
              map.removeLayer(tiles);
              tiles = null;
              setTilesFailed(true);
            }
          });
          tiles.addTo(map);
        };
        // Offline there is no point asking for tiles; back online they are tried again.
        if (typeof navigator === 'undefined' || navigator.onLine !== false) addTiles();
        else setTilesFailed(true);
        const onOnline = () => {
          if (!tiles) addTiles();
        };
        window.addEventListener('online', onOnline);

        // The page layout may resize the map (breakpoints, fonts): Leaflet needs to know.
        const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => map.invalidateSize()) : null;
        observer?.observe(container);

        leafletRef.current = L;
        mapRef.current = map;
        markerLayerRef.current = L.layerGroup().addTo(map);
        setStatus('ready');
        cleanup = () => {
          window.removeEventListener('online', onOnline);
          observer?.disconnect();
          map.remove();
          mapRef.current = null;
          markerLayerRef.current = null;
        };
      },
      () => {
        if (!cancelled) setStatus('unavailable');
      }
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
    // The options are read when the map is made; changing them later does not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Markers, popups and the view that shows them all.
  useEffect(() => {
    const L = leafletRef.current;
    const map = mapRef.current;
    const layer = markerLayerRef.current;
    if (status !== 'ready' || !L || !map || !layer) return;
    layer.clearLayers();
    const icon = L.divIcon({ className: MARKER_ICON_CLASS, html: markerIconHtml(), iconSize: [28, 38], iconAnchor: [14, 38], popupAnchor: [0, -34] });
    for (const place of shown) {
      const marker = L.marker([place.latitude, place.longitude], { icon, title: place.name, keyboard: true, riseOnHover: true });
      marker.bindPopup(() => popupContent(place, (href) => navigateRef.current(href)), { maxWidth: 260 });
      marker.addTo(layer);
      marker.getElement()?.setAttribute('aria-label', place.name);
    }
    if (shown.length === 1) {
      map.setView([shown[0].latitude, shown[0].longitude], zoom, { animate: false });
    } else if (shown.length > 1) {
      const bounds = L.latLngBounds(shown.map((place) => [place.latitude, place.longitude] as [number, number]));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false });
    } else {
      map.setView([...FALLBACK_CENTER] as [number, number], FALLBACK_ZOOM, { animate: false });
    }
    // markersKey stands for `shown`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, markersKey, zoom]);

  return { containerRef, status, tilesFailed };
}
