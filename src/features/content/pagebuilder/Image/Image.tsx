// Image content type: desktop and mobile images (a <picture> whose source applies at ≤ 768px), through
// the resizing endpoint at quality 85, optional link (in-app when internal), caption and border.
import { cx } from '../../../../components/classNames';
import ResponsiveImage from '../../../../components/Image';
import { useCarouselSlide } from '../../../../components/Carousel';
import { IMAGE_QUALITY_PAGE_BUILDER } from '../../../../lib/constants';
import shared from '../pagebuilder.module.css';
import PbLink from '../shared/PbLink';
import type { ImageProps } from '../types';
import styles from './image.module.css';

export default function Image({ desktopImage, mobileImage, altText, title, caption, link, style, cssClasses, pbStyle, isHidden }: ImageProps) {
  const slide = useCarouselSlide();
  if (!desktopImage) return null;
  const image = (
    <ResponsiveImage
      resource={desktopImage.src}
      mobileResource={mobileImage?.src}
      alt={altText}
      title={title || undefined}
      type="image-wysiwyg"
      width={1280}
      ratio="natural"
      quality={IMAGE_QUALITY_PAGE_BUILDER}
      sizes="(max-width: 768px) 100vw, (max-width: 1280px) 60vw, 1280px"
      loading={slide?.isPreloading ? 'eager' : 'lazy'}
      className={styles.image}
      style={desktopImage.style}
    />
  );
  return (
    <figure className={cx(styles.root, isHidden && shared.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      {link ? (
        <PbLink link={link} className={styles.link} title={title}>
          {image}
        </PbLink>
      ) : (
        image
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
