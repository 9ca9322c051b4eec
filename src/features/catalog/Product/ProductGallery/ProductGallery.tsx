// Product images: the main image (click or tap opens a zoomed view; arrows and swipe change image) and a
// strip of thumbnails.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';

import Image from '../../../../components/Image';
import { zoomDialog } from '../productExtras';
import type { GalleryImage } from '../productModel';
import { MAIN_IMAGE } from './mainImage';
import GalleryArrows from './GalleryArrows';
import styles from './productGallery.module.css';
import { usePrefetchGalleryImages } from './usePrefetchGalleryImages';
import { useProductGallery } from './useProductGallery';

export interface ProductGalleryProps {
  images: GalleryImage[];
  name: string;
}

/** The zoomed view's code (a chunk of its own, productExtras) starts loading when a pointer or focus comes to the image. */
function preloadZoom() {
  void zoomDialog.preload().catch(() => undefined);
}

export default function ProductGallery({ images, name }: ProductGalleryProps) {
  const { formatMessage } = useIntl();
  const gallery = useProductGallery(images.length);
  const prefetchOthers = usePrefetchGalleryImages(images);
  const active = images[gallery.activeIndex];
  const altOf = (image: GalleryImage) => image.label || name;

  if (!active) return <div className={styles.empty} aria-hidden="true" />;

  return (
    <div className={styles.root}>
      <div className={styles.stage} onKeyDown={gallery.onKeyDown}>
        <button
          ref={gallery.mainButtonRef}
          type="button"
          className={styles.mainButton}
          onClick={gallery.openZoom}
          onPointerEnter={preloadZoom}
          onFocus={preloadZoom}
          onPointerDown={gallery.onPointerDown}
          onPointerUp={gallery.onPointerUp}
          aria-label={formatMessage(
            { id: 'productGallery.zoom', defaultMessage: 'Zoom image {index} of {count}: {label}' },
            { index: gallery.activeIndex + 1, count: images.length, label: altOf(active) }
          )}
          aria-haspopup="dialog"
        >
          <Image
            key={active.url}
            resource={active.url}
            alt={altOf(active)}
            width={MAIN_IMAGE.width}
            ratio={MAIN_IMAGE.ratio}
            sizes={MAIN_IMAGE.sizes}
            priority={gallery.activeIndex === 0}
            className={styles.mainImage}
            draggable={false}
            onLoad={prefetchOthers}
          />
        </button>
        {images.length > 1 ? <GalleryArrows onPrevious={gallery.showPrevious} onNext={gallery.showNext} /> : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label={formatMessage({ id: 'productGallery.thumbnails', defaultMessage: 'Product images' })}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={index === gallery.activeIndex ? `${styles.thumbnail} ${styles.thumbnailActive}` : styles.thumbnail}
                onClick={() => gallery.show(index)}
                aria-current={index === gallery.activeIndex ? 'true' : undefined}
                aria-label={formatMessage(
                  { id: 'productGallery.show', defaultMessage: 'Show image {index}: {label}' },
                  { index: index + 1, label: altOf(image) }
                )}
              >
                <Image resource={image.url} alt="" width={80} ratio={1} sizes="80px" className={styles.thumbnailImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {gallery.isZoomOpen ? (
        <Suspense fallback={null}>
          <zoomDialog.Component
            images={images}
            index={gallery.activeIndex}
            name={name}
            onClose={gallery.closeZoom}
            onPrevious={gallery.showPrevious}
            onNext={gallery.showNext}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
