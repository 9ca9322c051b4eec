// Home hero: the banners of slider 3 (image, overlay text with the ' | ' highlight, button) in the shared
// carousel, or the Black Friday promo in their place. (The Valentine strip is the header's PromoStrip.)
// The first image is the page's LCP: eager, high priority, explicit size.
import { useIntl } from 'react-intl';

import Carousel from '../../../components/Carousel';
import { useDocumentHead } from '../../../components/Head';
import Image from '../../../components/Image';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { TIMINGS } from '../../../lib/constants';
import type { HeroBanner } from './heroRules';
import { HERO_IMAGE } from './heroImage';
import { homeJsonLd } from './homeHead';
import { splitBannerName } from './heroRules';
import styles from './home.module.css';
import { useHero } from './useHome';


function HeroImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  return (
    <Image
      resource={src}
      mobileResource={src}
      alt={alt}
      width={HERO_IMAGE.width}
      ratio={HERO_IMAGE.ratio}
      mobileRatio={HERO_IMAGE.mobileRatio}
      sizes={HERO_IMAGE.sizes}
      priority={priority}
      className={styles.heroImage}
      pictureClassName={styles.heroPicture}
    />
  );
}

export function BannerTitle({ name }: { name: string | null }) {
  const { main, highlight } = splitBannerName(name);
  return (
    <span className={styles.heroTitle}>
      {main}
      {highlight ? (
        <>
          {' '}
          <mark className={styles.heroHighlight}>{highlight}</mark>
        </>
      ) : null}
    </span>
  );
}

function HeroSlide({ banner, priority }: { banner: HeroBanner; priority: boolean }) {
  const { main } = splitBannerName(banner.name);
  const content = (
    <>
      <HeroImage src={banner.image ?? ''} alt={main} priority={priority} />
      <span className={styles.heroOverlay} style={{ backgroundColor: banner.color_banner_overlay ?? undefined }}>
        <BannerTitle name={banner.name} />
        {banner.button_name ? <span className={styles.heroButton}>{banner.button_name}</span> : null}
      </span>
    </>
  );
  if (!banner.url_banner) return <div className={styles.heroSlide}>{content}</div>;
  return (
    <Link to={banner.url_banner} className={styles.heroSlide} target={banner.newtab === 1 ? '_blank' : undefined}>
      {content}
    </Link>
  );
}

export default function HeroSlider() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const { isLoading, content, storeName } = useHero();
  useDocumentHead({ jsonLd: storeName ? homeJsonLd({ name: storeName, view, origin: window.location.origin }) : null });

  let hero = null;
  if (isLoading) hero = <div className={styles.heroPlaceholder} aria-hidden="true" />;
  else if (content?.kind === 'promo') {
    hero = (
      <Link to={inStore(view, '/25-black-friday.html')} className={styles.heroSlide}>
        <HeroImage src={content.image} alt={content.name} priority />
      </Link>
    );
  } else if (content && content.banners.length > 0) {
    hero = (
      <Carousel
        label={formatMessage({ id: 'home.heroLabel', defaultMessage: 'Current offers' })}
        autoplay
        autoplaySpeed={TIMINGS.bannerRotation}
        className={styles.heroCarousel}
      >
        {content.banners.map((banner, index) => (
          <HeroSlide key={banner.id} banner={banner} priority={index === 0} />
        ))}
      </Carousel>
    );
  }

  return (
    <div className={styles.hero}>
      {hero}
    </div>
  );
}
