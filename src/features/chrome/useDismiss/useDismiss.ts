// One rule for every open/closed toggle of the chrome (account menu, store menu, currency
// menu, search): a press outside closes it, so does focus moving outside, and Escape closes it and
// gives the focus back to its trigger. A component that handled Escape itself first (a combobox
// closing its suggestions) calls preventDefault, and then the toggle stays open.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'focus' | 'escape';

interface DismissOptions {
  /** What counts as inside: usually the trigger's wrapper and the panel (if it is portalled). */
  inside: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** Gets the focus back after Escape (when the focus was inside), usually the trigger. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Default true. */
  closeOnEscape?: boolean;
  /** Default true: tabbing out of an open menu closes it. */
  closeOnFocusOutside?: boolean;
}

function isInside(target: EventTarget | null, inside: DismissOptions['inside']): boolean {
  if (!(target instanceof Node)) return false;
  return inside.some((ref) => ref.current?.contains(target) ?? false);
}

export function useDismiss(isOpen: boolean, onDismiss: (reason: DismissReason) => void, options: DismissOptions): void {
  // Latest values without re-subscribing on every render.
  const latest = useRef({ onDismiss, options });
  useEffect(() => {
    latest.current = { onDismiss, options };
  });

  // Layout effect: listening from the moment the menu is on screen (an Escape right after opening counts).
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const handlePointerDown = (event: Event) => {
      if (!isInside(event.target, latest.current.options.inside)) latest.current.onDismiss('outside');
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (latest.current.options.closeOnFocusOutside === false) return;
      // Focus landing on the document itself (e.g. a click on plain text) is not a move elsewhere.
      if (event.target === document.body || event.target === document.documentElement) return;
      if (!isInside(event.target, latest.current.options.inside)) latest.current.onDismiss('focus');
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      const { options: current, onDismiss: dismiss } = latest.current;
      if (event.key !== 'Escape' || event.defaultPrevented || current.closeOnEscape === false) return;
      const hadFocus = isInside(document.activeElement, current.inside);
      dismiss('escape');
      if (hadFocus) current.returnFocusRef?.current?.focus();
    };
    // pointerdown covers mouse, pen and touch; mousedown/touchstart keep older engines working.
    const pressEvents = typeof window.PointerEvent === 'function' ? ['pointerdown'] : ['mousedown', 'touchstart'];
    pressEvents.forEach((type) => document.addEventListener(type, handlePointerDown));
    document.addEventListener('focusin', handleFocusIn);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      pressEvents.forEach((type) => document.removeEventListener(type, handlePointerDown));
      document.removeEventListener('focusin', handleFocusIn);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);
}
