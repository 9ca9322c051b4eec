import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (then stays true). Where there is
 * no IntersectionObserver, true at once. Nothing is looked at until `watch` is true.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '800px', watch = true): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !watch) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin, watch]);
  return near;
}
