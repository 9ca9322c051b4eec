// Gallery talon: the shown image, thumbnails, swipe between images and the zoomed view.
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { stepWithArrowKeys } from '../../../../lib/arrowKeys';

/** A horizontal move longer than this (px) is a swipe. */
export const SWIPE_THRESHOLD = 40;

export function useProductGallery(count: number) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [isZoomOpen, setZoomOpen] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const index = Math.min(activeIndex, Math.max(0, count - 1));
  const show = useCallback((next: number) => setActiveIndex(((next % count) + count) % count), [count]);
  const showNext = useCallback(() => show(index + 1), [index, show]);
  const showPrevious = useCallback(() => show(index - 1), [index, show]);

  const onPointerDown = useCallback((event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  }, []);
  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || count < 2) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      if (dx < 0) showNext();
      else showPrevious();
    },
    [count, showNext, showPrevious]
  );

  const openZoom = useCallback(() => {
    // The click that ends a swipe does not open the zoomed view.
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setZoomOpen(true);
  }, []);
  const closeZoom = useCallback(() => setZoomOpen(false), []);

  // Closing the zoomed view gives focus back to the main image: the button on the page now (the page may
  // have rendered it anew while the view was open), not whatever had focus when the view opened.
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const wasZoomOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasZoomOpen.current && !isZoomOpen) mainButtonRef.current?.focus();
    wasZoomOpen.current = isZoomOpen;
  }, [isZoomOpen]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count > 1) stepWithArrowKeys(event, showNext, showPrevious);
    },
    [count, showNext, showPrevious]
  );

  return { activeIndex: index, isZoomOpen, mainButtonRef, show, showNext, showPrevious, openZoom, closeZoom, onPointerDown, onPointerUp, onKeyDown };
}
