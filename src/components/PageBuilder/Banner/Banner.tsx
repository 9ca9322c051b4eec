// Banner and slide content types: background image (mobile image at ≤ 768px) or video background,
// overlay (always, on hover or never) and message with a button (always, on hover — 500 ms — or never),
// in the poster or collage left/centered/right layouts; the whole banner links where the merchant set.
import { useEffect, useRef, useState, type CSSProperties } from 'react';

import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import { backgroundImageUrl, backgroundVariables } from '../shared/background';
import HtmlContent from '../shared/HtmlContent';
import PbLink from '../shared/PbLink';
import type { BannerProps } from '../types';
import VideoBackground from '../VideoBackground/VideoBackground';
import styles from './banner.module.css';
import { bannerPlaceholder, type ImageSize } from './bannerPlaceholder';

const BUTTON_CLASS = { primary: styles.primaryButton, secondary: styles.secondaryButton, link: styles.linkButton } as const;

const LAYOUT_CLASS = {
  poster: styles.poster,
  'collage-left': styles.collageLeft,
  'collage-centered': styles.collageCentered,
  'collage-right': styles.collageRight
} as const;

function loadSize(src: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = reject;
    image.src = backgroundImageUrl(src, 640);
  });
}

/** Without a saved minimum height, the banner keeps its image's proportions (bannerPlaceholder). */
function usePlaceholder(enabled: boolean, desktop?: string, mobile?: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<{ desktop?: ImageSize; mobile?: ImageSize }>({});
  const [box, setBox] = useState<{ ratio: number; width: number } | undefined>();
  useEffect(() => {
    if (!enabled || (!desktop && !mobile)) return undefined;
    let active = true;
    Promise.all([desktop ? loadSize(desktop).catch(() => undefined) : undefined, mobile ? loadSize(mobile).catch(() => undefined) : undefined]).then(
      ([desktopSize, mobileSize]) => active && setSizes({ desktop: desktopSize, mobile: mobileSize })
    );
    return () => {
      active = false;
    };
  }, [enabled, desktop, mobile]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || (!sizes.desktop && !sizes.mobile)) return;
    // Natural sizes of the 640 px rendition scale back to the files' ratio; the width cap is the container.
    const placeholder = bannerPlaceholder(sizes.desktop, sizes.mobile, window.innerWidth, element.parentElement?.clientWidth ?? 0);
    setBox(placeholder ? { ratio: placeholder.ratio, width: placeholder.width } : undefined);
  }, [enabled, sizes]);
  return { ref, box };
}

function hasMinHeight(style: CSSProperties): boolean {
  return Boolean(style.minHeight && style.minHeight !== '0px' && style.minHeight !== '0');
}

export default function Banner(props: BannerProps) {
  const {
    appearance,
    showButton,
    showOverlay,
    link,
    backgroundImages,
    wrapperStyle,
    overlayStyle,
    overlayColor,
    content,
    buttonText,
    buttonType,
    videoBackground,
    style,
    cssClasses,
    pbStyle,
    isHidden
  } = props;
  const isPoster = appearance === 'poster';
  const hasImage = Boolean(backgroundImages.desktop || backgroundImages.mobile);
  const needsPlaceholder = hasImage && !hasMinHeight(wrapperStyle) && !hasMinHeight(overlayStyle) && !content.trim();
  const placeholder = usePlaceholder(needsPlaceholder, backgroundImages.desktop, backgroundImages.mobile);

  // The overlay colour is drawn by us: always, or only while hovered/focused.
  const { backgroundColor: _savedOverlay, ...overlayBox } = overlayStyle;
  const overlayVariables = { '--banner-overlay': overlayColor || 'transparent' } as CSSProperties;
  const wrapper: CSSProperties = {
    ...wrapperStyle,
    ...backgroundVariables(backgroundImages),
    ...(placeholder.box ? { aspectRatio: String(placeholder.box.ratio), maxWidth: `${placeholder.box.width}px` } : {})
  };

  const message = (
    <div className={cx(styles.content, isPoster ? styles.posterContent : styles.collageContent)}>
      {content.trim() ? <HtmlContent html={content} className={styles.message} /> : null}
      {buttonText && showButton !== 'never' ? (
        <span className={cx(styles.button, BUTTON_CLASS[buttonType], showButton === 'hover' && styles.buttonOnHover)}>{buttonText}</span>
      ) : null}
    </div>
  );

  return (
    <div
      className={cx(styles.root, LAYOUT_CLASS[appearance], isHidden && shared.hidden, ...cssClasses)}
      style={style}
      data-pb-style={pbStyle}
      data-appearance={appearance}
      data-show-button={showButton}
      data-show-overlay={showOverlay}
    >
      <PbLink link={link} className={styles.link}>
        <div ref={placeholder.ref} className={cx(styles.wrapper, hasImage && shared.background, videoBackground && styles.hasVideo)} style={wrapper}>
          {videoBackground ? <VideoBackground config={videoBackground} /> : null}
          <div
            className={cx(styles.overlay, showOverlay === 'always' && styles.overlayAlways, showOverlay === 'hover' && styles.overlayOnHover)}
            style={{ ...overlayBox, ...overlayVariables }}
          >
            {message}
          </div>
        </div>
      </PbLink>
    </div>
  );
}
