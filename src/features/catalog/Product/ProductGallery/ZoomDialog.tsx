// The zoomed view: a modal with the large image. Clicking the image (or Enter/Space on it) toggles a
// 2× magnification centred where it was clicked; arrows change image; Escape or the close button
// closes it (the gallery then takes focus back: see ProductGallery).
import { useEffect, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';

import Image from '../../../../components/Image';
import { CloseButton, useModalDialog } from '../../../../components/ModalDialog';
import type { GalleryImage } from '../productModel';
import GalleryArrows from './GalleryArrows';
import styles from './productGallery.module.css';

export interface ZoomDialogProps {
  images: GalleryImage[];
  index: number;
  name: string;
  onClose(): void;
  onPrevious(): void;
  onNext(): void;
}

export default function ZoomDialog({ images, index, name, onClose, onPrevious, onNext }: ZoomDialogProps) {
  const { formatMessage } = useIntl();
  const [magnified, setMagnified] = useState<{ x: number; y: number } | null>(null);
  const image = images[index];
  const { dialogRef, closeRef } = useModalDialog<HTMLDivElement>({
    onClose,
    onKeyDown: (event) => {
      if (event.key === 'ArrowRight') onNext();
      else if (event.key === 'ArrowLeft') onPrevious();
    },
    lockScroll: true
  });

  useEffect(() => setMagnified(null), [index]);

  if (!image) return null;
  const label = image.label || name;

  const toggleMagnify = (event: MouseEvent<HTMLButtonElement>) => {
    if (magnified) {
      setMagnified(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    // Keyboard "clicks" have no position: magnify the centre.
    const x = box.width && event.clientX ? ((event.clientX - box.left) / box.width) * 100 : 50;
    const y = box.height && event.clientY ? ((event.clientY - box.top) / box.height) * 100 : 50;
    setMagnified({ x, y });
  };

  return createPortal(
    <div className={styles.zoomBackdrop}>
      <div
        ref={dialogRef}
        className={styles.zoomDialog}
        role="dialog"
        aria-modal="true"
        aria-label={formatMessage({ id: 'productGallery.zoomTitle', defaultMessage: 'Image of {name}' }, { name })}
      >
        <CloseButton
          ref={closeRef}
          className={styles.zoomClose}
          onClick={onClose}
          label={formatMessage({ id: 'productGallery.closeZoom', defaultMessage: 'Close zoomed image' })}
        />
        <button
          type="button"
          className={magnified ? `${styles.zoomImageButton} ${styles.zoomMagnified}` : styles.zoomImageButton}
          onClick={toggleMagnify}
          aria-pressed={magnified ? true : false}
          aria-label={formatMessage({ id: 'productGallery.magnify', defaultMessage: 'Magnify {label}' }, { label })}
        >
          <Image
            key={image.url}
            resource={image.url}
            alt={label}
            width={1280}
            ratio={1}
            sizes="(max-width: 1280px) 100vw, 1280px"
            className={styles.zoomImage}
            style={magnified ? { transformOrigin: `${magnified.x}% ${magnified.y}%` } : undefined}
            draggable={false}
          />
        </button>
        {images.length > 1 ? (
          <>
            <GalleryArrows onPrevious={onPrevious} onNext={onNext} />
            <p className={styles.zoomCounter} aria-live="polite">
              {index + 1} / {images.length}
            </p>
          </>
        ) : null}
      </div>
    </div>,
    document.body
  );
}
