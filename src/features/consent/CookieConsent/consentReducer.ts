// The banner's own state. What is stored in the browser (cookieAccept, the
// accepted categories) is written by the talon; this reducer only says what the shopper sees.
import { normalizeCategories, type OptionalConsentCategory } from '../consentModel';

/**
 * open: the banner shows. deciding: accept, accept-all or decline was chosen; the banner stays for
 * 0.5 s (fading), then is hidden. hidden: the floating reopen widget shows instead.
 */
export type ConsentPhase = 'open' | 'deciding' | 'hidden';

export interface ConsentState {
  phase: ConsentPhase;
  /** The optional categories ticked in the banner. */
  selected: OptionalConsentCategory[];
  /** Opened by the shopper (widget, footer): focus moves into the banner. */
  openedByShopper: boolean;
}

export type ConsentAction =
  | { type: 'reopen'; selected: readonly OptionalConsentCategory[] }
  | { type: 'toggle'; category: OptionalConsentCategory }
  | { type: 'decide'; selected: readonly OptionalConsentCategory[] }
  | { type: 'hide' }
  | { type: 'close' };

export function initialConsentState(consentGiven: boolean, accepted: readonly OptionalConsentCategory[]): ConsentState {
  // No category is ticked on a first visit: consent must be an active choice.
  return { phase: consentGiven ? 'hidden' : 'open', selected: normalizeCategories(accepted), openedByShopper: false };
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'reopen':
      return { phase: 'open', selected: normalizeCategories(action.selected), openedByShopper: true };
    case 'toggle': {
      if (state.phase !== 'open') return state;
      const selected = state.selected.includes(action.category)
        ? state.selected.filter((category) => category !== action.category)
        : [...state.selected, action.category];
      return { ...state, selected: normalizeCategories(selected) };
    }
    case 'decide':
      // The boxes show what was accepted while the banner fades (all of them after 'Accept all').
      return state.phase === 'open' ? { ...state, phase: 'deciding', selected: normalizeCategories(action.selected) } : state;
    case 'hide':
      // A reopen during the 0.5 s wins over the pending hide.
      return state.phase === 'deciding' ? { ...state, phase: 'hidden' } : state;
    case 'close':
      return state.phase === 'hidden' ? state : { ...state, phase: 'hidden' };
    default:
      return state;
  }
}
