// The navigation drawer as the shell shows it: the navigation feature's drawer, its account views
// filled with the account feature's forms and menu. Loaded with the drawers chunk; the account views'
// chunk loads the first time one of them opens.
import type { DrawerAccountViewProps } from '../../features/account/DrawerAccountView';
import NavigationDrawer, { type NavigationDrawerProps } from '../../features/navigation/NavigationDrawer';
import { lazyComponent } from '../routing/lazyComponent';

const drawerAccountView = lazyComponent<DrawerAccountViewProps>(
  () => import(/* webpackChunkName: "account-guest" */ '../../features/account/DrawerAccountView')
);

export default function ShellNavigationDrawer(props: Omit<NavigationDrawerProps, 'AccountView'>) {
  return <NavigationDrawer {...props} AccountView={drawerAccountView.Component} />;
}
