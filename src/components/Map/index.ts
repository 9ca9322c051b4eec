export { default } from './Map';
export type { MapMarker } from './useLeafletMap';
export { directionsUrl } from './mapConfig';
