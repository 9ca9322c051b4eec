// A resized, responsive image through the media endpoint (spec §7/§9): srcset over the width steps,
// explicit width/height so the layout does not shift, a placeholder ground until loaded or failed.
import { useState, type ImgHTMLAttributes } from 'react';

import { IMAGE_DEFAULT_ASPECT_RATIO } from '../../lib/constants';
import { generateSrcset, resourceUrl, type ImageType } from '../../lib/resourceUrl';
import { cx } from '../classNames';
import styles from './image.module.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** Media path ('a/b.jpg') or a URL. */
  resource: string;
  alt: string;
  /** Displayed width in CSS pixels (used for width/height attributes and the default src). */
  width: number;
  /** Width / height; default 0.8. */
  ratio?: number;
  type?: ImageType;
  /** sizes attribute; default the displayed width. */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

export default function Image({
  resource,
  alt,
  width,
  ratio = IMAGE_DEFAULT_ASPECT_RATIO,
  type = 'image-product',
  sizes,
  priority = false,
  className,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const height = Math.round(width / ratio);
  const src = resourceUrl(resource, { type, width, height, fit: 'cover' });
  const srcSet = generateSrcset(resource, { type, ratio });

  return (
    <img
      {...rest}
      className={cx(styles.root, state !== 'loaded' && styles.placeholder, className)}
      src={src}
      srcSet={srcSet}
      sizes={sizes ?? `${width}px`}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onLoad={(event) => {
        setState('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setState('error');
        onError?.(event);
      }}
      data-state={state}
    />
  );
}
