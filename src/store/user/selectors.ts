import type { RootState } from '../index';

export const selectUser = (state: RootState) => state.user;
export const selectIsSignedIn = (state: RootState) => state.user.isSignedIn;
export const selectCurrentUser = (state: RootState) => state.user.currentUser;
export const selectToken = (state: RootState) => state.user.token;
export const selectFirstname = (state: RootState) => state.user.currentUser.firstname;
