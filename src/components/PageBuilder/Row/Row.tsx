// Row content type: contained (max 1280 px), full-width (background across, content contained) and
// full-bleed; background colour/image/size/position/attachment, min-height and vertical alignment come
// from the saved styles; parallax backgrounds and video backgrounds are drawn in a layer behind.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import { backgroundVariables } from '../shared/background';
import type { RowProps } from '../types';
import VideoBackground from '../VideoBackground/VideoBackground';
import { parallaxLayer } from './parallax';
import styles from './row.module.css';

function useParallax(enabled: boolean, speed: number) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<{ height: number; offset: number } | null>(null);
  useEffect(() => {
    const row = rowRef.current;
    if (!enabled || !row) return undefined;
    if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = row.getBoundingClientRect();
      setLayer(parallaxLayer(rect.top, rect.height, window.innerHeight, speed));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled, speed]);
  return { rowRef, layer };
}

export default function Row(props: RowProps & { children: ReactNode }) {
  const { appearance, style, innerStyle, innerPbStyle, cssClasses, pbStyle, isHidden, backgroundImages, enableParallax, parallaxSpeed, videoBackground, children } = props;
  const hasImage = Boolean(backgroundImages.desktop || backgroundImages.mobile);
  const isParallax = enableParallax && hasImage;
  const { rowRef, layer } = useParallax(isParallax, parallaxSpeed);
  const background = backgroundVariables(backgroundImages);
  const hasLayer = isParallax || Boolean(videoBackground);

  // The styled box: the inner element of a contained row, the main element otherwise.
  const boxStyle: CSSProperties = { ...style, ...(isParallax ? {} : background) };
  const boxClass = cx(styles.box, !isParallax && hasImage && shared.background, hasLayer && styles.layered, isHidden && shared.hidden, ...cssClasses);
  const layers = (
    <>
      {isParallax ? (
        <div
          className={cx(styles.parallax, shared.background)}
          style={{ ...background, ...(layer ? { height: `${layer.height}px`, transform: `translate3d(0, ${layer.offset}px, 0)` } : {}) }}
          aria-hidden="true"
          data-parallax-speed={parallaxSpeed}
        />
      ) : null}
      {videoBackground ? <VideoBackground config={videoBackground} /> : null}
    </>
  );

  if (appearance === 'contained') {
    return (
      <div className={cx(styles.row, styles.contained)} data-appearance="contained">
        <div ref={rowRef} className={boxClass} style={boxStyle} data-pb-style={pbStyle}>
          {layers}
          {children}
        </div>
      </div>
    );
  }
  return (
    <div
      ref={rowRef}
      className={cx(styles.row, styles[appearance === 'full-width' ? 'fullWidth' : 'fullBleed'], boxClass)}
      style={boxStyle}
      data-appearance={appearance}
      data-pb-style={pbStyle}
    >
      {layers}
      {appearance === 'full-width' ? (
        <div className={styles.inner} style={innerStyle} data-pb-style={innerPbStyle}>
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
