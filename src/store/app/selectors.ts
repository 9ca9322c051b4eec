import type { RootState } from '../index';

export const selectApp = (state: RootState) => state.app;
export const selectDrawer = (state: RootState) => state.app.drawer;
export const selectIsDrawerOpen = (name: string) => (state: RootState) => state.app.drawer === name;
export const selectOverlay = (state: RootState) => state.app.overlay;
export const selectSearchOpen = (state: RootState) => state.app.searchOpen;
export const selectIsOnline = (state: RootState) => state.app.isOnline;
export const selectHasBeenOffline = (state: RootState) => state.app.hasBeenOffline;
export const selectIsPageLoading = (state: RootState) => state.app.isPageLoading;
export const selectNextRootComponent = (state: RootState) => state.app.nextRootComponent;
export const selectUnhandledErrors = (state: RootState) => state.app.unhandledErrors;
