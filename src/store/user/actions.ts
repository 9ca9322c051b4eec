import { createAction, createRequestReceive } from '../fsa';

/** The signed-in customer as the user slice keeps it (the customer details query's answer). */
export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
}

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
