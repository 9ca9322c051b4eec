// Slider content type: its slides (banners) in the shared carousel, with the merchant's autoplay,
// speed, fade, infinite loop, arrows and dots.
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';

import Carousel from '../../Carousel';
import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import type { SliderProps } from '../types';
import styles from './slider.module.css';

export default function Slider({
  autoplay,
  autoplaySpeed,
  fade,
  isInfinite,
  showArrows,
  showDots,
  style,
  cssClasses,
  pbStyle,
  isHidden,
  children
}: SliderProps & { children: ReactNode }) {
  const { formatMessage } = useIntl();
  // The slider's minimum height applies to every slide.
  const { minHeight, ...boxStyle } = style;
  const rootStyle = { ...boxStyle, ...(minHeight ? { '--slider-min-height': String(minHeight) } : {}) } as CSSProperties;
  return (
    <div className={cx(styles.root, isHidden && shared.hidden, ...cssClasses)} style={rootStyle} data-pb-style={pbStyle}>
      <Carousel
        label={formatMessage({ id: 'pageBuilder.slider', defaultMessage: 'Slideshow' })}
        autoplay={autoplay}
        autoplaySpeed={autoplaySpeed}
        fade={fade}
        infinite={isInfinite}
        showArrows={showArrows}
        showDots={showDots}
        slideClassName={styles.slide}
        className={styles.carousel}
      >
        {children}
      </Carousel>
    </div>
  );
}
