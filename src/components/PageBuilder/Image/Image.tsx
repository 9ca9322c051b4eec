// Image content type: desktop and mobile images (a <picture> whose source applies at ≤ 768px), through
// the resizing endpoint at quality 85, optional link (in-app when internal), caption and border. The
// box is reserved before the image loads: exactly from the file's size when the markup gives it, else
// a provisional one (imageLayout.ts).
import { cx } from '../../classNames';
import ResponsiveImage from '../../Image';
import { IMAGE_QUALITY_PAGE_BUILDER } from '../../../lib/constants';
import shared from '../pagebuilder.module.css';
import PbLink from '../shared/PbLink';
import type { ImageProps } from '../types';
import styles from './image.module.css';
import { useImage } from './useImage';

export default function Image({ desktopImage, mobileImage, altText, title, caption, link, style, cssClasses, pbStyle, isHidden }: ImageProps) {
  const talon = useImage({ desktopImage, mobileImage });
  if (!desktopImage || !talon) return null;
  const image = (
    <ResponsiveImage
      resource={desktopImage.src}
      mobileResource={mobileImage?.src}
      alt={altText}
      title={title || undefined}
      type="image-wysiwyg"
      width={talon.width}
      height={talon.height}
      ratio="natural"
      sourceWidth={talon.sourceWidth}
      mobileWidth={talon.mobileWidth}
      mobileHeight={talon.mobileHeight}
      mobileSourceWidth={talon.mobileSourceWidth}
      quality={IMAGE_QUALITY_PAGE_BUILDER}
      sizes={talon.sizes}
      loading={talon.loading}
      className={styles.image}
      style={desktopImage.style}
    />
  );
  return (
    <figure
      className={cx(
        styles.root,
        talon.isDesktopUnsized && styles.unsizedDesktop,
        talon.isMobileUnsized && styles.unsizedMobile,
        isHidden && shared.hidden,
        ...cssClasses
      )}
      style={style}
      data-pb-style={pbStyle}
    >
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
