// Map defaults (Page Builder's Map block) and the tile source. The tile URL is the server's run-time setting
// (env MAP_TILE_URL, read at start), served at /storefront/config.json with the Content-Security-Policy
// that allows its host: a new tile server needs a restart, not a rebuild.
import { MAP_DEFAULTS } from '../../lib/constants';

export const OPENSTREETMAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The server's storefront settings (server/app.ts STOREFRONT_CONFIG_PATH). */
export const STOREFRONT_CONFIG_URL = '/storefront/config.json';

const TILE_TEMPLATE = /^https?:\/\/[^\s]+$/;

let tileUrl: Promise<string> | undefined;

/**
 * The tile URL template, asked of the server once per page life. A missing or unreadable answer (an
 * older server, offline) falls back to OpenStreetMap's, which the default policy allows.
 */
export function loadTileUrl(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<string> {
  tileUrl ??= Promise.resolve()
    .then(() => fetchImpl(STOREFRONT_CONFIG_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } }))
    .then((response) => (response.ok ? (response.json() as Promise<{ mapTileUrl?: unknown }>) : {}))
    .then((config) => {
      const url = (config as { mapTileUrl?: unknown }).mapTileUrl;
      return typeof url === 'string' && TILE_TEMPLATE.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) ? url : OPENSTREETMAP_TILE_URL;
    })
    .catch(() => {
      // Offline: ask again next time a map is drawn.
      tileUrl = undefined;
      return OPENSTREETMAP_TILE_URL;
    });
  return tileUrl;
}

/** Tests: forget the answer. */
export function resetTileUrlForTests(): void {
  tileUrl = undefined;
}

/** OpenStreetMap data licence notice, required on every map drawn from OpenStreetMap tiles. */
export const MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/** Where the map looks when it has no marker: the middle of Romania. */
export const FALLBACK_CENTER: readonly [number, number] = [45.94, 24.97];
export const FALLBACK_ZOOM = 6;
/** Fitting several markers never zooms in closer than this (markers in one mall stay apart). */
export const FIT_MAX_ZOOM = 15;

export interface MapBehaviour {
  zoom: number;
  scrollWheelZoom: boolean;
  doubleClickZoom: boolean;
  zoomControl: boolean;
  attributionControl: boolean;
  keyboard: boolean;
}

/** Leaflet options for the map block's defaults: zoom 8, no scroll-wheel zoom, double-click zoom, controls per flag. */
export function mapBehaviour(options: { zoom?: number; showControls?: boolean } = {}): MapBehaviour {
  return {
    zoom: options.zoom ?? MAP_DEFAULTS.zoom,
    scrollWheelZoom: MAP_DEFAULTS.scrollwheel,
    doubleClickZoom: !MAP_DEFAULTS.disableDoubleClickZoom,
    zoomControl: options.showControls ?? true,
    // The tiles' licence is shown whatever the controls flag says.
    attributionControl: true,
    keyboard: true
  };
}

/** Directions to a point in the shopper's maps app or site (Google Maps' cross-platform URL). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export type TileStatus = 'waiting' | 'showing' | 'failed';

/**
 * Tiles failing before any has loaded means no tile server is reachable (offline, blocked): the layer
 * is dropped at once so the browser stops asking. A few failures after others loaded are left alone.
 */
export function nextTileStatus(current: TileStatus, event: 'load' | 'error'): TileStatus {
  if (current !== 'waiting') return current;
  return event === 'load' ? 'showing' : 'failed';
}
