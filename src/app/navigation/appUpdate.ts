// Set when a new service worker took control: the next in-app navigation becomes a full page load so
// the page runs the new build's code (its old lazy chunks may no longer exist on the server).
let updated = false;

export function markAppUpdated(): void {
  updated = true;
}

export function isAppUpdated(): boolean {
  return updated;
}
