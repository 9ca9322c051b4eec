import type { RootState } from '../index';

export const selectIsSignedIn = (state: RootState) => state.user.isSignedIn;
export const selectCurrentUser = (state: RootState) => state.user.currentUser;
export const selectFirstname = (state: RootState) => state.user.currentUser.firstname;
