export { default, getReturnPath, signInPathFor } from './ProtectedRoute';
export type { SignInRedirectState } from './ProtectedRoute';
