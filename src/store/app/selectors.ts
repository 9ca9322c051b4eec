import type { RootState } from '../index';

export const selectDrawer = (state: RootState) => state.app.drawer;
export const selectSearchOpen = (state: RootState) => state.app.searchOpen;
export const selectIsOnline = (state: RootState) => state.app.isOnline;
export const selectIsPageLoading = (state: RootState) => state.app.isPageLoading;
export const selectNextRootComponent = (state: RootState) => state.app.nextRootComponent;
export const selectUnhandledErrors = (state: RootState) => state.app.unhandledErrors;
