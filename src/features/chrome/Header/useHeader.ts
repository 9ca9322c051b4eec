// The header's talon: the mobile search row follows the chrome's shared rule (a press outside, focus
// leaving or Escape closes it), and the header knows how much of itself scrolls away (the strips)
// before it sticks.
import { useCallback, useRef } from 'react';

import { appActions } from '../../../store/app/actions';
import { selectSearchOpen } from '../../../store/app/selectors';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { usePromoStrip } from '../PromoStrip/usePromoStrip';
import { useDismiss } from '../useDismiss';
import { useWhenIdle } from '../useWhenIdle';

/** Heights (rem) of the strips above the bar, which scroll away with the page. */
const TOP_STRIP_REM = 2;
const PROMO_STRIP_REM = 2.25;

export interface HeaderTalon {
  searchRef: React.RefObject<HTMLDivElement | null>;
  /** CSS length the sticky header may scroll up by (its strips). */
  scrollAway: string;
  /** The page has been idle once: secondary pieces (store and currency switchers) may load. */
  isIdle: boolean;
}

export function useHeader(): HeaderTalon {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const searchOpen = useAppSelector(selectSearchOpen);
  const searchRef = useRef<HTMLDivElement>(null);

  const closeSearch = useCallback(() => {
    // Read the state now: the search bar may have closed itself in the same event.
    if (selectSearchOpen(store.getState())) dispatch(appActions.toggleSearch());
  }, [dispatch, store]);
  useDismiss(searchOpen, closeSearch, { inside: [searchRef] });

  const promoStrips = usePromoStrip().length;
  return {
    searchRef,
    scrollAway: `${TOP_STRIP_REM + promoStrips * PROMO_STRIP_REM}rem`,
    isIdle: useWhenIdle()
  };
}
