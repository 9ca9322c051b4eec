import { useCallback, useEffect, useState } from 'react';

import { SCROLL_TO_TOP_THRESHOLD } from '../../lib/constants';

/** Whether the page is scrolled past the threshold (300 px), and a handler scrolling back up. */
export function useScrollToTop(threshold: number = SCROLL_TO_TOP_THRESHOLD) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIsVisible(window.scrollY > threshold);
    };
    const handleScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first look in the next frame: reading the scroll position right after a render would make the
    // browser lay the page out there and then.
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  const scrollToTop = useCallback(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);

  return { isVisible, scrollToTop };
}
