import { createAction, createRequestReceive } from '../fsa';
import type { CurrentUser } from './user.gql';

const prefix = 'USER';

export const userActions = {
  signIn: createRequestReceive<unknown, unknown>(`${prefix}/SIGN_IN`),
  getDetails: createRequestReceive<undefined, CurrentUser>(`${prefix}/GET_DETAILS`),
  createAccount: createRequestReceive<unknown, unknown>(`${prefix}/CREATE_ACCOUNT`),
  resetPassword: createRequestReceive<string | undefined, undefined>(`${prefix}/RESET_PASSWORD`),
  reset: createAction(`${prefix}/RESET`),
  setToken: createAction<string>(`${prefix}/SET_TOKEN`),
  clearToken: createAction(`${prefix}/CLEAR_TOKEN`)
};

export default userActions;
