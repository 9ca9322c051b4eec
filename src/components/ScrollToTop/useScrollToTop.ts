import { useCallback, useEffect, useRef, useState } from 'react';

import { SCROLL_TO_TOP_THRESHOLD } from '../../lib/constants';

/** How long the arrow stays after the shopper stops scrolling up. */
const SCROLL_TO_TOP_LINGER_MS = 2500;
/** A move up this long after the shopper's last wheel, touch or key is theirs (else the page's own scroll). */
const GESTURE_WINDOW_MS = 1000;

/** A field the shopper types into (the arrow would sit over its label, or over the keyboard's neighbour). */
function isTypingField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Whether the arrow shows, and a handler scrolling back up. It floats over the page, so it shows only
 * while it is wanted: the page is scrolled past the threshold (300 px) and the shopper is scrolling
 * back up — for 2.5 s after the last move up, longer while the pointer or focus is on it — and never
 * while a field is being typed into. The page's own scrolling up (to a checkout step, a list's top)
 * does not count: only a move up right after a wheel, touch or key of the shopper's. A shopper reading or filling in a form never has it over the
 * text, a label or a button.
 */
export function useScrollToTop(threshold: number = SCROLL_TO_TOP_THRESHOLD) {
  const [isScrollingUp, setScrollingUp] = useState(false);
  const [isTyping, setTyping] = useState(false);
  const isHeld = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(hideTimer.current);
    isHeld.current = false;
    setScrollingUp(false);
  }, []);
  const hideLater = useCallback(() => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      if (!isHeld.current) hide();
    }, SCROLL_TO_TOP_LINGER_MS);
  }, [hide]);

  useEffect(() => {
    let frame = 0;
    let lastY = window.scrollY;
    let lastGestureAt = -Infinity;
    const noteGesture = () => {
      lastGestureAt = Date.now();
    };
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const movedUp = y < lastY && Date.now() - lastGestureAt < GESTURE_WINDOW_MS;
      const movedDown = y > lastY;
      lastY = y;
      if (y <= threshold) hide();
      else if (movedUp) {
        setScrollingUp(true);
        hideLater();
      } else if (movedDown && !isHeld.current) hide();
    };
    const gestures = ['wheel', 'touchmove', 'keydown'] as const;
    const handleScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    for (const gesture of gestures) window.addEventListener(gesture, noteGesture, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      for (const gesture of gestures) window.removeEventListener(gesture, noteGesture, { capture: true });
      if (frame) window.cancelAnimationFrame(frame);
      clearTimeout(hideTimer.current);
    };
  }, [hide, hideLater, threshold]);

  // Typing into a field hides it (on a phone the field and its label sit right above the keyboard).
  useEffect(() => {
    const check = () => setTyping(isTypingField(document.activeElement));
    check();
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
    };
  }, []);

  /** The pointer or keyboard focus is on the arrow: it stays until they leave (then 2.5 s more). */
  const hold = useCallback(
    (held: boolean) => {
      isHeld.current = held;
      if (held) clearTimeout(hideTimer.current);
      else hideLater();
    },
    [hideLater]
  );

  const scrollToTop = useCallback(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);

  return { isVisible: isScrollingUp && !isTyping, scrollToTop, hold };
}
