export { default } from './Map';
export type { MapProps } from './Map';
export type { MapMarker } from './useLeafletMap';
export { directionsUrl } from './mapConfig';
