// The Page Builder content tree the parser builds from saved HTML and the renderer draws.
import type { CSSProperties } from 'react';

export interface BackgroundImages {
  desktop?: string;
  mobile?: string;
}

export interface PageBuilderLink {
  href: string;
  /** default (a URL), category, product or page. */
  linkType: 'default' | 'category' | 'product' | 'page';
  openInNewTab: boolean;
}

export interface VideoBackground {
  src: string;
  loop: boolean;
  playOnlyVisible: boolean;
  lazyLoad: boolean;
  fallbackSrc?: string;
  overlayColor?: string;
}

/** What every content type carries: the main element's style, classes and flags. */
export interface BaseProps {
  appearance: string;
  style: CSSProperties;
  cssClasses: string[];
  /** data-pb-style of the main element, kept for media-query rules. */
  pbStyle?: string;
  isHidden: boolean;
}

export interface RowProps extends BaseProps {
  appearance: 'contained' | 'full-width' | 'full-bleed';
  /** Styles of the inner element (contained rows keep their look there). */
  innerStyle: CSSProperties;
  innerPbStyle?: string;
  backgroundImages: BackgroundImages;
  enableParallax: boolean;
  parallaxSpeed: number;
  videoBackground?: VideoBackground;
}

export type ColumnGroupProps = BaseProps;

export interface ColumnProps extends BaseProps {
  appearance: 'align-top' | 'align-center' | 'align-bottom' | 'full-height';
  backgroundImages: BackgroundImages;
}

/** One image of the Image content type (its desktop_image or mobile_image element). */
export interface PageBuilderImage {
  src: string;
  style: CSSProperties;
  /**
   * The file's size in pixels, from the element's width and height attributes (Page Builder writes
   * them since magento2-page-builder#847; older content has none): both or neither.
   */
  width?: number;
  height?: number;
}

export interface ImageProps extends BaseProps {
  desktopImage?: PageBuilderImage;
  mobileImage?: PageBuilderImage;
  altText: string;
  title: string;
  caption: string;
  link?: PageBuilderLink;
}

export interface HeadingProps extends BaseProps {
  headingType: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  text: string;
}

export interface HtmlContentProps extends BaseProps {
  /** Unsanitised HTML: the renderer sanitises it. */
  html: string;
}

export interface TabsProps extends BaseProps {
  defaultIndex: number;
  navigationAlignment: 'left' | 'center' | 'right';
  navigationStyle: CSSProperties;
  contentStyle: CSSProperties;
}

export interface TabItemProps extends BaseProps {
  tabName: string;
}

export interface ButtonsProps extends BaseProps {
  appearance: 'inline' | 'stacked';
  isSameWidth: boolean;
}

export interface ButtonItemProps extends BaseProps {
  buttonType: 'primary' | 'secondary' | 'link';
  text: string;
  link?: PageBuilderLink;
  buttonStyle: CSSProperties;
}

export interface BlockProps extends BaseProps {
  /** Identifier of a block whose widget directive was not rendered by the server (then loaded here). */
  unrenderedBlockId?: string;
}

export interface DynamicBlockProps extends BaseProps {
  displayMode: string;
  /** '' shows every block; 'series' and 'random' show one. */
  rotate: '' | 'series' | 'random';
}

export interface ProductsProps extends BaseProps {
  appearance: 'grid' | 'carousel';
  /** The widget's product links as the back end wrote them (a.product-item-link hrefs), in order. */
  productUrls: string[];
  carousel: {
    autoplay: boolean;
    autoplaySpeed: number;
    infinite: boolean;
    showArrows: boolean;
    showDots: boolean;
    mode: 'default' | 'continuous';
    centerPadding: string;
  };
}

export interface DividerProps extends BaseProps {
  lineStyle: CSSProperties;
}

export interface VideoProps extends BaseProps {
  src: string;
  innerStyle: CSSProperties;
  wrapperStyle: CSSProperties;
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  /** A list of countries is joined with spaces. */
  country: string;
  comment: string;
}

export interface MapProps extends BaseProps {
  locations: MapLocation[];
  showControls: boolean;
}

export interface BannerProps extends BaseProps {
  appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  showButton: 'always' | 'hover' | 'never';
  showOverlay: 'always' | 'hover' | 'never';
  link?: PageBuilderLink;
  backgroundImages: BackgroundImages;
  wrapperStyle: CSSProperties;
  overlayStyle: CSSProperties;
  overlayColor: string;
  content: string;
  buttonText: string;
  buttonType: 'primary' | 'secondary' | 'link';
  videoBackground?: VideoBackground;
  /** Slides only. */
  slideName?: string;
}

export interface SliderProps extends BaseProps {
  autoplay: boolean;
  autoplaySpeed: number;
  fade: boolean;
  isInfinite: boolean;
  showArrows: boolean;
  showDots: boolean;
}

interface NodeOf<T extends string, P> {
  key: string;
  contentType: T;
  props: P;
  children: PageBuilderNode[];
}

export type PageBuilderNode =
  | NodeOf<'row', RowProps>
  | NodeOf<'column-group', ColumnGroupProps>
  | NodeOf<'column', ColumnProps>
  | NodeOf<'image', ImageProps>
  | NodeOf<'heading', HeadingProps>
  | NodeOf<'text', HtmlContentProps>
  | NodeOf<'html', HtmlContentProps>
  | NodeOf<'tabs', TabsProps>
  | NodeOf<'tab-item', TabItemProps>
  | NodeOf<'buttons', ButtonsProps>
  | NodeOf<'button-item', ButtonItemProps>
  | NodeOf<'block', BlockProps>
  | NodeOf<'dynamic_block', DynamicBlockProps>
  | NodeOf<'banner-item', BaseProps>
  | NodeOf<'products', ProductsProps>
  | NodeOf<'divider', DividerProps>
  | NodeOf<'video', VideoProps>
  | NodeOf<'map', MapProps>
  | NodeOf<'banner', BannerProps>
  | NodeOf<'slider', SliderProps>
  | NodeOf<'slide', BannerProps>;

export interface ParsedContent {
  nodes: PageBuilderNode[];
  /** Media-query rules, scoped to .pagebuilder-root. */
  scopedCss: string;
}
