// Navigation feature: the desktop mega menu's header slot (the menu itself loads only at ≥ 1240 px).
// The navigation drawer is loaded lazily by the app shell by path (features/navigation/NavigationDrawer),
// so it is not re-exported here: re-exporting it would pull it (and its CSS) into the first-load bundle.
export { default as DesktopMenu } from './MegaMenu/DesktopMenu';
