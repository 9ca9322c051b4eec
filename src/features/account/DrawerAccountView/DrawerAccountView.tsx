// The navigation drawer's account views: the sign-in, account-creation and password-reset
// forms and, signed in, the account menu — the same forms as the pages, with the drawer's view
// switches instead of page links. The app shell hands it to the drawer, which loads it with the
// account forms' chunk the first time a shopper opens one of these views.
import AccountMenu from '../AccountMenu';
import CreateAccount from '../CreateAccount/CreateAccount';
import ForgotPassword from '../ForgotPassword/ForgotPassword';
import SignIn from '../SignIn/SignIn';

/** The drawer's views that hold an account form or the account menu. */
type AccountDrawerView = 'SIGN_IN' | 'CREATE_ACCOUNT' | 'FORGOT_PASSWORD' | 'MY_ACCOUNT';

export interface DrawerAccountViewProps {
  view: AccountDrawerView;
  showView: (view: AccountDrawerView) => void;
  onClose: () => void;
}

export default function DrawerAccountView({ view, showView, onClose }: DrawerAccountViewProps) {
  switch (view) {
    case 'SIGN_IN':
      return (
        <SignIn
          onSignIn={() => showView('MY_ACCOUNT')}
          showCreateAccount={() => showView('CREATE_ACCOUNT')}
          showForgotPassword={() => showView('FORGOT_PASSWORD')}
        />
      );
    case 'CREATE_ACCOUNT':
      return <CreateAccount onCreated={() => showView('MY_ACCOUNT')} onCancel={() => showView('SIGN_IN')} />;
    case 'FORGOT_PASSWORD':
      return <ForgotPassword onCancel={() => showView('SIGN_IN')} />;
    case 'MY_ACCOUNT':
      return <AccountMenu onNavigate={onClose} onSignOut={onClose} />;
  }
}
