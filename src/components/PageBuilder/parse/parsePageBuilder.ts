/**
 * Reads Magento Page Builder's saved (master format) HTML into a tree of content types. The HTML is
 * parsed into an inert document (DOMParser: no scripts run, nothing loads); each element with a
 * data-content-type becomes a node whose props come from its attributes, data-element parts and the
 * styles of its data-pb-style rules. A node whose configuration cannot be read is skipped silently.
 * Raw HTML kept in props (text, html, banner content) is sanitised by the renderer.
 */
import type { CSSProperties } from 'react';

import type {
  BackgroundImages,
  BaseProps,
  PageBuilderImage,
  PageBuilderLink,
  PageBuilderNode,
  ParsedContent,
  VideoBackground,
  MapLocation
} from '../types';
import { productLinksOf } from '../Products/productLinks';
import { declarationsToStyle, indexStyles, type StyleSheetIndex } from './styles';

/** Magento's own structural classes, not the merchant's CSS classes. */
const STRUCTURAL_CLASSES = new Set([
  'pagebuilder-column',
  'pagebuilder-column-group',
  'pagebuilder-slider',
  'row-full-width-inner',
  'pagebuilder-mobile-hidden',
  'pagebuilder-mobile-only'
]);

const SAFE_URL = /^(\/(?!\/)|\.{0,2}\/|#|https?:\/\/|mailto:|tel:)/i;

/** Only same-site paths and http(s)/mailto/tel URLs survive; anything else becomes ''. */
export function safeUrl(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (!value) return '';
  if (SAFE_URL.test(value)) return value;
  // A bare relative path ('proteine.html') stays relative.
  return /^[\w][\w\-./]*(\?[^"'<>\s]*)?$/.test(value) && !/^[a-z][a-z\d+.-]*:/i.test(value) ? value : '';
}

class Reader {
  private counter = 0;
  constructor(private readonly styles: StyleSheetIndex) {}

  nextKey(): string {
    this.counter += 1;
    return `pb${this.counter}`;
  }

  style(element: Element | null | undefined): CSSProperties {
    if (!element) return {};
    const id = element.getAttribute('data-pb-style');
    const fromSheet = id ? this.styles.byId.get(id) : undefined;
    const inline = element.getAttribute('style');
    return { ...fromSheet, ...(inline ? declarationsToStyle(inline) : {}) };
  }

  base(element: Element, stylesElement: Element = element): BaseProps {
    const style = this.style(stylesElement);
    return {
      appearance: element.getAttribute('data-appearance') ?? 'default',
      style,
      cssClasses: classes(element),
      pbStyle: stylesElement.getAttribute('data-pb-style') ?? undefined,
      isHidden: style.display === 'none'
    };
  }
}

function classes(element: Element): string[] {
  return Array.from(element.classList).filter((name) => !STRUCTURAL_CLASSES.has(name) && !name.startsWith('tab-align-'));
}

function part(element: Element, name: string): Element | null {
  // The nearest part of this content type (not one of a nested content type).
  for (const candidate of Array.from(element.querySelectorAll(`[data-element="${name}"]`))) {
    if (owner(candidate) === element) return candidate;
  }
  return null;
}

function owner(element: Element): Element | null {
  let current: Element | null = element;
  while (current) {
    if (current.hasAttribute('data-content-type')) return current;
    current = current.parentElement;
  }
  return null;
}

function flag(element: Element, attribute: string, fallback = false): boolean {
  const value = element.getAttribute(attribute);
  if (value === null) return fallback;
  return value === 'true' || value === '1';
}

function number(value: string | null, fallback: number): number {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** data-background-images: JSON with backslash-escaped quotes, as Magento writes it. Throws if unreadable. */
export function readBackgroundImages(element: Element | null): BackgroundImages {
  const raw = element?.getAttribute('data-background-images');
  if (!raw || raw === '{}') return {};
  const parsed = JSON.parse(raw.replace(/\\"/g, '"')) as { desktop_image?: unknown; mobile_image?: unknown };
  const desktop = typeof parsed.desktop_image === 'string' ? safeUrl(parsed.desktop_image) : '';
  const mobile = typeof parsed.mobile_image === 'string' ? safeUrl(parsed.mobile_image) : '';
  return { ...(desktop ? { desktop } : {}), ...(mobile ? { mobile } : {}) };
}

/** A size attribute in pixels: a positive number, rounded ("px" tolerated); else undefined. */
function pixels(value: string | null | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)(?:px)?\s*$/i.exec(value ?? '');
  const parsed = match ? Math.round(Number(match[1])) : 0;
  return parsed > 0 ? parsed : undefined;
}

/** An image element's width and height attributes, when it has both (its file's size in pixels). */
function imageSize(img: Element | null): { width: number; height: number } | Record<string, never> {
  const width = pixels(img?.getAttribute('width'));
  const height = pixels(img?.getAttribute('height'));
  return width && height ? { width, height } : {};
}

function readVideoBackground(element: Element | null): VideoBackground | undefined {
  if (!element || element.getAttribute('data-background-type') !== 'video') return undefined;
  const src = safeUrl(element.getAttribute('data-video-src'));
  if (!src) return undefined;
  const fallback = safeUrl(element.getAttribute('data-video-fallback-src'));
  return {
    src,
    loop: flag(element, 'data-video-loop', true),
    playOnlyVisible: flag(element, 'data-video-play-only-visible', true),
    lazyLoad: flag(element, 'data-video-lazy-load', true),
    ...(fallback ? { fallbackSrc: fallback } : {}),
    ...(element.getAttribute('data-video-overlay-color') ? { overlayColor: element.getAttribute('data-video-overlay-color') ?? '' } : {})
  };
}

const LINK_TYPES = new Set(['default', 'category', 'product', 'page']);

function readLink(element: Element | null): PageBuilderLink | undefined {
  if (!element || element.tagName !== 'A') return undefined;
  const href = safeUrl(element.getAttribute('href'));
  if (!href) return undefined;
  const type = element.getAttribute('data-link-type') ?? 'default';
  return {
    href,
    linkType: (LINK_TYPES.has(type) ? type : 'default') as PageBuilderLink['linkType'],
    openInNewTab: element.getAttribute('target') === '_blank'
  };
}

function buttonType(element: Element | null): 'primary' | 'secondary' | 'link' {
  const match = /pagebuilder-button-(primary|secondary|link)/.exec(element?.className ?? '');
  return (match?.[1] as 'primary' | 'secondary' | 'link' | undefined) ?? 'primary';
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function readLocations(raw: string | null): MapLocation[] {
  if (!raw) return [];
  const list = JSON.parse(raw) as unknown;
  if (!Array.isArray(list)) throw new Error('map locations are not a list');
  return list.map((entry: Record<string, unknown>) => {
    const position = (entry.position ?? {}) as { latitude?: unknown; longitude?: unknown };
    const latitude = Number(position.latitude);
    const longitude = Number(position.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error('map location without a position');
    const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
    return {
      name: text(entry.location_name),
      latitude,
      longitude,
      phone: text(entry.phone),
      address: text(entry.address),
      city: text(entry.city),
      state: text(entry.state),
      zipcode: text(entry.zipcode),
      country: Array.isArray(entry.country) ? entry.country.map(text).join(' ') : text(entry.country),
      comment: text(entry.comment)
    };
  });
}

/** Reads one content type; returns null for a node to leave out. Throws when its config is unreadable. */
function readNode(element: Element, reader: Reader): PageBuilderNode | null {
  const contentType = element.getAttribute('data-content-type');
  const key = reader.nextKey();
  const children = () => collect(element, reader);

  switch (contentType) {
    case 'row': {
      const appearance = oneOf(element.getAttribute('data-appearance'), ['contained', 'full-width', 'full-bleed'] as const, 'contained');
      const inner = part(element, 'inner');
      // A contained row keeps its look on the inner element; the others on the main element.
      const stylesElement = appearance === 'contained' && inner ? inner : element;
      const base = reader.base(element, stylesElement);
      return {
        key,
        contentType: 'row',
        props: {
          ...base,
          cssClasses: [...classes(element), ...(stylesElement !== element ? classes(stylesElement) : [])],
          appearance,
          innerStyle: stylesElement === element ? reader.style(inner) : {},
          innerPbStyle: stylesElement === element ? inner?.getAttribute('data-pb-style') ?? undefined : undefined,
          backgroundImages: readBackgroundImages(stylesElement),
          enableParallax: flag(stylesElement, 'data-enable-parallax'),
          parallaxSpeed: number(stylesElement.getAttribute('data-parallax-speed'), 0.5),
          videoBackground: readVideoBackground(stylesElement)
        },
        children: children()
      };
    }
    case 'column-group':
      return { key, contentType: 'column-group', props: reader.base(element), children: children() };
    case 'column':
      return {
        key,
        contentType: 'column',
        props: {
          ...reader.base(element),
          appearance: oneOf(element.getAttribute('data-appearance'), ['align-top', 'align-center', 'align-bottom', 'full-height'] as const, 'full-height'),
          backgroundImages: readBackgroundImages(element)
        },
        children: children()
      };
    case 'image': {
      const desktop = part(element, 'desktop_image');
      const mobile = part(element, 'mobile_image');
      const image = (img: Element | null): PageBuilderImage | undefined => {
        const src = safeUrl(img?.getAttribute('src'));
        return src ? { src, style: reader.style(img), ...imageSize(img) } : undefined;
      };
      const desktopImage = image(desktop);
      const mobileImage = image(mobile);
      if (!desktopImage && !mobileImage) return null;
      return {
        key,
        contentType: 'image',
        props: {
          ...reader.base(element),
          desktopImage: desktopImage ?? mobileImage,
          mobileImage: mobileImage && mobileImage.src !== (desktopImage ?? mobileImage).src ? mobileImage : undefined,
          altText: (desktop ?? mobile)?.getAttribute('alt') ?? '',
          title: (desktop ?? mobile)?.getAttribute('title') ?? '',
          caption: part(element, 'caption')?.textContent?.trim() ?? '',
          link: readLink(part(element, 'link'))
        },
        children: []
      };
    }
    case 'heading': {
      const tag = element.tagName.toLowerCase();
      return {
        key,
        contentType: 'heading',
        props: {
          ...reader.base(element),
          headingType: oneOf(tag, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const, 'h2'),
          text: element.textContent?.trim() ?? ''
        },
        children: []
      };
    }
    case 'text':
      return { key, contentType: 'text', props: { ...reader.base(element), html: element.innerHTML }, children: [] };
    case 'html':
      // HTML Code is saved escaped: its text is the HTML to show.
      return { key, contentType: 'html', props: { ...reader.base(element), html: element.textContent ?? '' }, children: [] };
    case 'tabs': {
      const alignment = /tab-align-(left|center|right)/.exec(element.className)?.[1] as 'left' | 'center' | 'right' | undefined;
      const items = children().filter((child) => child.contentType === 'tab-item');
      return {
        key,
        contentType: 'tabs',
        props: {
          ...reader.base(element),
          defaultIndex: Math.max(0, Math.min(items.length - 1, Math.trunc(number(element.getAttribute('data-active-tab'), 0)))),
          navigationAlignment: alignment ?? 'left',
          navigationStyle: reader.style(part(element, 'navigation')),
          contentStyle: reader.style(part(element, 'content'))
        },
        children: items
      };
    }
    case 'tab-item':
      return {
        key,
        contentType: 'tab-item',
        props: { ...reader.base(element), tabName: element.getAttribute('data-tab-name') ?? '' },
        children: children()
      };
    case 'buttons':
      return {
        key,
        contentType: 'buttons',
        props: {
          ...reader.base(element),
          appearance: oneOf(element.getAttribute('data-appearance'), ['inline', 'stacked'] as const, 'inline'),
          isSameWidth: flag(element, 'data-same-width')
        },
        children: children().filter((child) => child.contentType === 'button-item')
      };
    case 'button-item': {
      const linkElement = part(element, 'link') ?? part(element, 'empty_link');
      const text = part(element, 'link_text')?.textContent?.trim() ?? linkElement?.textContent?.trim() ?? '';
      if (!text) return null;
      return {
        key,
        contentType: 'button-item',
        props: {
          ...reader.base(element),
          buttonType: buttonType(linkElement),
          text,
          link: readLink(linkElement),
          buttonStyle: reader.style(linkElement)
        },
        children: []
      };
    }
    case 'block': {
      const directive = /\{\{widget[^}]*block_id="([^"]+)"/.exec(element.textContent ?? '');
      return {
        key,
        contentType: 'block',
        props: { ...reader.base(element), ...(directive ? { unrenderedBlockId: directive[1] } : {}) },
        children: directive ? [] : children()
      };
    }
    case 'dynamic_block': {
      const banners = element.querySelector('.block-banners');
      const items = Array.from(element.querySelectorAll('li.banner-item')).filter((item) => owner(item) === element);
      return {
        key,
        contentType: 'dynamic_block',
        props: {
          ...reader.base(element),
          displayMode: banners?.getAttribute('data-display-mode') ?? 'fixed',
          rotate: oneOf(banners?.getAttribute('data-rotate') ?? '', ['', 'series', 'random'] as const, '')
        },
        children: items.map((item) => ({
          key: reader.nextKey(),
          contentType: 'banner-item' as const,
          props: { appearance: 'default', style: {}, cssClasses: [], isHidden: false },
          children: collect(item, reader)
        }))
      };
    }
    case 'products': {
      return {
        key,
        contentType: 'products',
        props: {
          ...reader.base(element),
          appearance: oneOf(element.getAttribute('data-appearance'), ['grid', 'carousel'] as const, 'grid'),
          productUrls: productLinksOf(element),
          carousel: {
            autoplay: flag(element, 'data-autoplay'),
            autoplaySpeed: number(element.getAttribute('data-autoplay-speed'), 4000),
            infinite: flag(element, 'data-infinite-loop'),
            showArrows: flag(element, 'data-show-arrows'),
            showDots: flag(element, 'data-show-dots', true),
            mode: oneOf(element.getAttribute('data-carousel-mode'), ['default', 'continuous'] as const, 'default'),
            centerPadding: element.getAttribute('data-center-padding') ?? '90px'
          }
        },
        children: []
      };
    }
    case 'divider':
      return { key, contentType: 'divider', props: { ...reader.base(element), lineStyle: reader.style(part(element, 'line')) }, children: [] };
    case 'video': {
      const media = part(element, 'video');
      const src = safeUrl(media?.getAttribute('src'));
      if (!src) return null;
      const isVideoElement = media?.tagName === 'VIDEO';
      return {
        key,
        contentType: 'video',
        props: {
          ...reader.base(element),
          src,
          innerStyle: reader.style(part(element, 'inner')),
          wrapperStyle: reader.style(part(element, 'wrapper')),
          autoplay: isVideoElement ? media.hasAttribute('autoplay') : /[?&]autoplay=1/.test(src),
          loop: isVideoElement ? media.hasAttribute('loop') : /[?&]loop=1/.test(src),
          muted: isVideoElement ? media.hasAttribute('muted') : /[?&]mute=1/.test(src)
        },
        children: []
      };
    }
    case 'map':
      return {
        key,
        contentType: 'map',
        props: {
          ...reader.base(element),
          locations: readLocations(element.getAttribute('data-locations')),
          showControls: element.getAttribute('data-show-controls') !== 'false'
        },
        children: []
      };
    case 'banner':
    case 'slide': {
      const wrapper = part(element, 'wrapper');
      const overlay = part(element, 'overlay');
      const button = part(element, 'button');
      const props = {
        ...reader.base(element),
        appearance: oneOf(element.getAttribute('data-appearance'), ['poster', 'collage-left', 'collage-centered', 'collage-right'] as const, 'poster'),
        showButton: oneOf(element.getAttribute('data-show-button'), ['always', 'hover', 'never'] as const, 'always'),
        showOverlay: oneOf(element.getAttribute('data-show-overlay'), ['always', 'hover', 'never'] as const, 'never'),
        link: readLink(part(element, 'link')),
        backgroundImages: readBackgroundImages(wrapper),
        wrapperStyle: reader.style(wrapper),
        overlayStyle: reader.style(overlay),
        overlayColor: overlay?.getAttribute('data-overlay-color') ?? '',
        content: part(element, 'content')?.innerHTML ?? '',
        buttonText: button?.textContent?.trim() ?? '',
        buttonType: buttonType(button),
        videoBackground: readVideoBackground(wrapper),
        ...(contentType === 'slide' ? { slideName: element.getAttribute('data-slide-name') ?? '' } : {})
      };
      return contentType === 'slide'
        ? { key, contentType: 'slide', props, children: [] }
        : { key, contentType: 'banner', props, children: [] };
    }
    case 'slider':
      return {
        key,
        contentType: 'slider',
        props: {
          ...reader.base(element),
          autoplay: flag(element, 'data-autoplay'),
          autoplaySpeed: number(element.getAttribute('data-autoplay-speed'), 4000),
          fade: flag(element, 'data-fade'),
          isInfinite: flag(element, 'data-infinite-loop'),
          showArrows: flag(element, 'data-show-arrows'),
          showDots: flag(element, 'data-show-dots', true)
        },
        children: children().filter((child) => child.contentType === 'slide')
      };
    default:
      return null;
  }
}

const IGNORED_TAGS = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'NOSCRIPT']);

/** The content types of one element (through wrappers); loose HTML without any becomes a text node. */
function collectChild(child: Element, reader: Reader, nodes: PageBuilderNode[]): void {
  if (IGNORED_TAGS.has(child.tagName)) return;
  if (child.hasAttribute('data-content-type')) {
    try {
      const node = readNode(child, reader);
      if (node) nodes.push(node);
    } catch {
      // Unreadable configuration: the block is left out.
    }
  } else if (child.querySelector('[data-content-type]')) {
    nodes.push(...collect(child, reader));
  } else if (child.textContent?.trim() || child.querySelector('img,iframe,video,hr,table')) {
    nodes.push({
      key: reader.nextKey(),
      contentType: 'text',
      props: { appearance: 'default', style: {}, cssClasses: [], isHidden: false, html: child.outerHTML },
      children: []
    });
  }
}

/** The content types under an element (through wrappers). */
function collect(parent: Element, reader: Reader): PageBuilderNode[] {
  const nodes: PageBuilderNode[] = [];
  for (const child of Array.from(parent.children)) collectChild(child, reader, nodes);
  return nodes;
}

/** True when the HTML was made with Page Builder. */
function isPageBuilderContent(html: string): boolean {
  return /data-content-type=/.test(html);
}

function readDocument(html: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, 'text/html');
}

/** HTML made without Page Builder: one text block. */
function legacyContent(body: HTMLElement, reader: Reader, scopedCss: string): ParsedContent {
  const legacy = body.innerHTML.trim();
  return {
    nodes: legacy
      ? [{ key: reader.nextKey(), contentType: 'text', props: { appearance: 'default', style: {}, cssClasses: [], isHidden: false, html: legacy }, children: [] }]
      : [],
    scopedCss
  };
}

export function parsePageBuilder(html: string): ParsedContent {
  const document = readDocument(html);
  const styles = indexStyles(document);
  const reader = new Reader(styles);
  if (!isPageBuilderContent(html)) return legacyContent(document.body, reader, styles.scopedCss);
  return { nodes: collect(document.body, reader), scopedCss: styles.scopedCss };
}

/** Longest stretch of reading between two pauses of parsePageBuilderInSteps. */
const STEP_MS = 6;

/**
 * parsePageBuilder's result (the same nodes, keys and styles), read in steps with `pause` between
 * them: the document, its style blocks, then the top-level blocks a few milliseconds' worth at a time.
 * A long page's content (the home page's, ~50 KB) was one long task on a phone.
 */
export async function parsePageBuilderInSteps(html: string, pause: () => Promise<void>, now: () => number = () => performance.now()): Promise<ParsedContent> {
  const document = readDocument(html);
  await pause();
  const styles = indexStyles(document);
  const reader = new Reader(styles);
  if (!isPageBuilderContent(html)) return legacyContent(document.body, reader, styles.scopedCss);
  await pause();
  const nodes: PageBuilderNode[] = [];
  let stepStart = now();
  for (const child of Array.from(document.body.children)) {
    if (now() - stepStart > STEP_MS) {
      await pause();
      stepStart = now();
    }
    collectChild(child, reader, nodes);
  }
  return { nodes, scopedCss: styles.scopedCss };
}
