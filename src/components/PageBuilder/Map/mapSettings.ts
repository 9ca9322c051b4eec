import { MAP_DEFAULTS } from '../../../lib/constants';
import type { MapLocation } from '../types';

/** The map block's options: zoom 8, no scroll-wheel zoom, double-click zoom on, controls per flag. */
export interface MapSettings {
  zoom: number;
  scrollwheel: boolean;
  disableDoubleClickZoom: boolean;
  defaultControls: boolean;
  mapTypeControl: boolean;
  apiKey: string;
}

export function mapSettings(showControls: boolean): MapSettings {
  return {
    zoom: MAP_DEFAULTS.zoom,
    scrollwheel: MAP_DEFAULTS.scrollwheel,
    disableDoubleClickZoom: MAP_DEFAULTS.disableDoubleClickZoom,
    defaultControls: showControls,
    mapTypeControl: showControls,
    apiKey: MAP_DEFAULTS.apiKey
  };
}

/** OpenStreetMap link for one location (a marker at street zoom). */
export function openStreetMapUrl(location: Pick<MapLocation, 'latitude' | 'longitude'>, zoom = 17): string {
  const { latitude, longitude } = location;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/** OpenStreetMap link showing all locations: their centre at the map's zoom. */
export function overviewUrl(locations: readonly MapLocation[], zoom: number): string | undefined {
  if (locations.length === 0) return undefined;
  const latitude = locations.reduce((sum, l) => sum + l.latitude, 0) / locations.length;
  const longitude = locations.reduce((sum, l) => sum + l.longitude, 0) / locations.length;
  const round = (value: number) => Math.round(value * 10000) / 10000;
  return `https://www.openstreetmap.org/#map=${zoom}/${round(latitude)}/${round(longitude)}`;
}
