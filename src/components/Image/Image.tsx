// A resized, responsive image through the media endpoint: srcset over the width steps
// (40…2560) with auto=webp, explicit width/height so the layout does not shift, lazy below the fold,
// eager with high fetch priority for the LCP image, and a placeholder ground until loaded or failed.
// With a mobile resource it becomes a <picture> whose source applies at max-width 768px; the source
// carries its own width/height when its size is known, so the box is right on phones too.
import { useLayoutEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

import { IMAGE_DEFAULT_ASPECT_RATIO, PAGE_BUILDER_MOBILE_MEDIA_QUERY } from '../../lib/constants';
import { whenImagePainted } from '../../lib/whenImagePainted';
import { holdNextStageUntil, useAfterMainImage } from '../BootStage';
import type { ImageType } from '../../lib/resourceUrl';
import { cx } from '../classNames';
import styles from './image.module.css';
import { imageVariant } from './imageVariant';

export { imageVariant } from './imageVariant';

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> {
  /** Media path ('a/b.jpg') or a URL. */
  resource: string;
  alt: string;
  /** Displayed width in CSS pixels (used for width/height attributes and the default src). */
  width: number;
  /** Width / height (default 0.8), or 'natural' to keep the file's own proportions (no crop). */
  ratio?: number | 'natural';
  /** Height attribute when the ratio is natural but the size is known. */
  height?: number;
  type?: ImageType;
  /** sizes attribute; default the displayed width. */
  sizes?: string;
  /** Above-the-fold (LCP) images load eagerly with high priority. */
  priority?: boolean;
  /**
   * On the first load, whether the page's next staged parts wait for this image to be painted
   * (default: when `priority`). False for a high-priority image beside the page's main one.
   */
  holdsFirstLoad?: boolean;
  /** Overrides lazy loading without raising the priority (e.g. the next carousel slide). */
  loading?: 'eager' | 'lazy';
  quality?: number;
  /**
   * Width of the file itself, in pixels, when known: the srcset stops there, its last candidate being
   * the file's own width (the endpoint never enlarges, so wider candidates would be the same pixels
   * under another URL, described wrongly).
   */
  sourceWidth?: number;
  /** A different image for narrow screens (≤ 768px), e.g. Page Builder's mobile image. */
  mobileResource?: string;
  mobileRatio?: number | 'natural';
  /** Width attribute of the mobile source (default `width`). */
  mobileWidth?: number;
  /** Height attribute of the mobile source when its ratio is natural but its size is known. */
  mobileHeight?: number;
  /** sourceWidth of the mobile image. */
  mobileSourceWidth?: number;
  /** Extra classes on the <picture> wrapper when there is a mobile image. */
  pictureClassName?: string;
}

type LoadState = 'loading' | 'loaded' | 'error';

export default function Image({
  resource,
  alt,
  width,
  ratio = IMAGE_DEFAULT_ASPECT_RATIO,
  height: givenHeight,
  type = 'image-product',
  sizes,
  priority = false,
  holdsFirstLoad = priority,
  loading,
  quality,
  sourceWidth,
  mobileResource,
  mobileRatio,
  mobileWidth,
  mobileHeight,
  mobileSourceWidth,
  pictureClassName,
  className,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
  // On the first load, an image other than the page's main one starts once that one can be painted:
  // on a slow connection it would take bandwidth and a connection from it and the page's scripts.
  // Until then it is its empty, sized box (no source, nor its alt text drawn in the box).
  const afterMainImage = useAfterMainImage();
  const started = priority || afterMainImage;
  // The main image holds the first load's next part until it has been painted (BootStage).
  const imageRef = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = imageRef.current;
    if (holdsFirstLoad && element) holdNextStageUntil(() => whenImagePainted(element));
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [loadState, setLoadState] = useState<{ resource: string; state: LoadState }>({ resource, state: 'loading' });
  // A new resource starts over from the placeholder.
  const state = loadState.resource === resource ? loadState.state : 'loading';
  const height = ratio === 'natural' ? givenHeight : Math.round(width / ratio);
  const desktop = imageVariant(resource, { width, ratio, type, quality, sourceWidth });
  const sizesValue = sizes ?? `${width}px`;

  const image = (
    <img
      {...rest}
      ref={imageRef}
      className={cx(styles.root, state !== 'loaded' && styles.placeholder, state === 'error' && styles.failed, className)}
      src={started ? desktop.src : undefined}
      srcSet={started ? desktop.srcSet : undefined}
      sizes={sizesValue}
      width={width}
      height={height}
      alt={started ? alt : ''}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={(event) => {
        setLoadState({ resource, state: 'loaded' });
        onLoad?.(event);
      }}
      onError={(event) => {
        setLoadState({ resource, state: 'error' });
        onError?.(event);
      }}
      data-state={state}
    />
  );

  if (!mobileResource) return image;
  const mobileBoxRatio = mobileRatio ?? ratio;
  const sourceBoxWidth = mobileWidth ?? width;
  const mobile = imageVariant(mobileResource, { width: sourceBoxWidth, ratio: mobileBoxRatio, type, quality, sourceWidth: mobileSourceWidth });
  // The selected source's width/height size the <img> (HTML: dimension attributes of <source>).
  const sourceBoxHeight = mobileBoxRatio === 'natural' ? mobileHeight : Math.round(sourceBoxWidth / mobileBoxRatio);
  const sourceBox = sourceBoxHeight ? { width: sourceBoxWidth, height: sourceBoxHeight } : {};
  return (
    <picture className={pictureClassName}>
      <source media={PAGE_BUILDER_MOBILE_MEDIA_QUERY} srcSet={started ? mobile.srcSet : undefined} sizes={sizesValue} {...sourceBox} />
      {image}
    </picture>
  );
}
