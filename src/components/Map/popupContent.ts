// DOM for Leaflet's markers and popups (Leaflet takes elements, not React). Text goes in as text, never
// as HTML; the popup link navigates in the app on a plain click and behaves as a link otherwise.
import styles from './map.module.css';
import type { MapMarker } from './useLeafletMap';

export const MARKER_ICON_CLASS = styles.marker ?? 'map-marker';

/** The pin: a drop shape drawn by CSS. */
export function markerIconHtml(): string {
  return `<span class="${styles.pin ?? ''}" aria-hidden="true"></span>`;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function popupContent(place: MapMarker, navigate: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = styles.popup ?? '';
  const title = document.createElement('p');
  title.className = styles.popupTitle ?? '';
  title.textContent = place.name;
  box.appendChild(title);
  for (const line of place.lines ?? []) {
    if (!line) continue;
    const text = document.createElement('p');
    text.className = styles.popupLine ?? '';
    text.textContent = line;
    box.appendChild(text);
  }
  if (place.href) {
    const href = place.href;
    const link = document.createElement('a');
    link.className = styles.popupLink ?? '';
    link.href = href;
    link.textContent = place.linkLabel ?? place.name;
    link.addEventListener('click', (event) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      navigate(href);
    });
    box.appendChild(link);
  }
  return box;
}
