export { default, getReturnPath, signInPathFor } from './ProtectedRoute';
