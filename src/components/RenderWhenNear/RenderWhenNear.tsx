// Renders its children only once their place comes near the viewport (or the browser cannot tell):
// long pages (the home page's carousels and Page Builder rows) do not build hundreds of off-screen
// nodes before the shopper can use what is on screen. The placeholder keeps an estimated height so
// the page does not jump, and is replaced for good once shown.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface RenderWhenNearProps {
  children: ReactNode;
  /** Height the placeholder reserves, any CSS length (e.g. '24rem'). */
  placeholderHeight: string;
  /** How far outside the viewport rendering starts. */
  rootMargin?: string;
  className?: string;
}

const NEAR_VIEWPORT_MARGIN = '600px 0px';

export default function RenderWhenNear({ children, placeholderHeight, rootMargin = NEAR_VIEWPORT_MARGIN, className }: RenderWhenNearProps) {
  const [isNear, setIsNear] = useState(() => typeof window === 'undefined' || !('IntersectionObserver' in window));
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isNear || !placeholder.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin }
    );
    observer.observe(placeholder.current);
    // Printing, or jumping to an anchor below, must not leave holes.
    const showAll = () => setIsNear(true);
    window.addEventListener('beforeprint', showAll);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', showAll);
    };
  }, [isNear, rootMargin]);

  if (isNear) return <>{children}</>;
  return <div ref={placeholder} className={className} style={{ minHeight: placeholderHeight }} aria-hidden="true" data-render-when-near="" />;
}
