import { PARALLAX } from '../../../lib/constants';

/** Parallax speed as Page Builder allows it: default 0.5, clamped to -1..2. */
export function clampParallaxSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return PARALLAX.defaultSpeed;
  return Math.min(PARALLAX.maxSpeed, Math.max(PARALLAX.minSpeed, speed));
}

/**
 * The background layer of a parallax row is the row's height × 1.25 (scale); it moves by the extra
 * height × speed while the row crosses the viewport. Returns the layer height and its translateY.
 */
export function parallaxLayer(rowTop: number, rowHeight: number, viewportHeight: number, speed: number): { height: number; offset: number } {
  const clamped = clampParallaxSpeed(speed);
  const extra = rowHeight * (PARALLAX.scale - 1) * Math.max(1, Math.abs(clamped));
  // 0 when the row's top enters at the bottom of the viewport, 1 when its bottom leaves at the top.
  const progress = Math.min(1, Math.max(0, (viewportHeight - rowTop) / (viewportHeight + rowHeight)));
  const travel = extra * Math.min(1, Math.abs(clamped));
  const offset = clamped >= 0 ? -progress * travel : -(1 - progress) * travel;
  return { height: rowHeight + extra, offset: Math.round(offset * 10) / 10 };
}
