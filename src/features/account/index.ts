// Account feature: forms and menu that other features embed (the navigation drawer's SIGN_IN,
// CREATE_ACCOUNT, FORGOT_PASSWORD and MY_ACCOUNT views). Import this only from lazily loaded code: it
// carries the forms. The header and the app shell use the light entry './shell' instead.
//
//   <SignIn onSignIn={close} showCreateAccount={() => show('CREATE_ACCOUNT')} showForgotPassword={() => show('FORGOT_PASSWORD')} />
//   <CreateAccount onCreated={close} onCancel={() => show('SIGN_IN')} />
//   <ForgotPassword onCancel={() => show('SIGN_IN')} />
//   <AccountMenu onNavigate={close} onSignOut={close} />
export { default as SignIn } from './SignIn/SignIn';
export type { SignInProps } from './SignIn/SignIn';
export { default as CreateAccount } from './CreateAccount/CreateAccount';
export type { CreateAccountProps } from './CreateAccount/CreateAccount';
export { default as ForgotPassword } from './ForgotPassword/ForgotPassword';
export type { ForgotPasswordProps } from './ForgotPassword/ForgotPassword';
export { default as AccountMenu } from './AccountMenu/AccountMenu';
export type { AccountMenuProps } from './AccountMenu/AccountMenu';
export { ACCOUNT_LINKS, ACCOUNT_LINK_MESSAGES, accountLinkPath } from './AccountPage/accountLinks';
