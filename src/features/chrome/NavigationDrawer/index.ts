// The navigation drawer lives in features/navigation; the app shell loads it lazily from this path.
export { default } from '../../navigation/NavigationDrawer';
