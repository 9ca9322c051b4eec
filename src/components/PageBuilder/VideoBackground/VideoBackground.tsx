// A row's or banner's video background (Page Builder "video" background type): muted, looping, no
// controls, started only once in view and never under prefers-reduced-motion; the fallback image shows
// meanwhile and instead.
import { useEffect, useRef, useState } from 'react';

import styles from './videoBackground.module.css';
import { embedUrl, parseVideoUrl } from './videoUrl';
import type { VideoBackground as VideoBackgroundConfig } from '../types';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function VideoBackground({ config }: { config: VideoBackgroundConfig }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [ready, setReady] = useState(false);
  const source = parseVideoUrl(config.src);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return undefined;
    if (!config.lazyLoad && !config.playOnlyVisible) {
      setInView(true);
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) setInView(true);
      else if (config.playOnlyVisible) setInView(false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [config.lazyLoad, config.playOnlyVisible]);

  if (!source) return null;
  return (
    <div ref={ref} className={styles.root} aria-hidden="true">
      {config.fallbackSrc ? <img className={styles.fallback} src={config.fallbackSrc} alt="" loading="lazy" decoding="async" /> : null}
      {inView ? (
        source.kind === 'file' ? (
          <video
            className={ready ? styles.media : styles.mediaLoading}
            src={source.src}
            autoPlay
            muted
            loop={config.loop}
            playsInline
            onCanPlay={() => setReady(true)}
            tabIndex={-1}
          />
        ) : (
          <iframe
            className={ready ? styles.media : styles.mediaLoading}
            src={embedUrl(source, { autoplay: true, loop: config.loop, background: true })}
            title=""
            tabIndex={-1}
            allow="autoplay; encrypted-media"
            onLoad={() => setReady(true)}
          />
        )
      ) : null}
      {config.overlayColor ? <div className={styles.overlay} style={{ backgroundColor: config.overlayColor }} /> : null}
    </div>
  );
}
