/**
 * Writes CMS content in Page Builder 2.4's master (storage) format, the HTML Magento keeps in
 * cms_page.content / cms_block.content: data-content-type / data-appearance / data-element attributes,
 * styles moved into a <style> block before each top-level row and referenced by data-pb-style, links to
 * categories, products and pages as {{widget}} directives, images as {{media url=...}} directives, and
 * the HTML Code content type escaped. The storefront's Page Builder renderer reads exactly this.
 */
import { contentImageSize } from './contentImages';

/** Collects the style rules of one top-level row while it is written. */
class StyleSink {
  readonly rules: string[] = [];
  constructor(private readonly nextId: () => string) {}
  /** Registers declarations and returns the data-pb-style attribute (empty when there is no style). */
  attr(declarations: Record<string, string | number | undefined | null>): string {
    const css = Object.entries(declarations)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => `${k}:${v}`)
      .join(';');
    if (!css) return '';
    const id = this.nextId();
    this.rules.push(`#html-body [data-pb-style=${id}]{${css}}`);
    return ` data-pb-style="${id}"`;
  }
}

/** A piece of content; rendering registers its styles in the row's sink. */
export type Node = (sink: StyleSink) => string;

/** Deterministic 7-character ids (Magento uses random ones) so a re-seed writes identical HTML. */
function idGenerator(seed: number): () => string {
  let state = seed >>> 0 || 1;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return () => {
    let id = '';
    for (let i = 0; i < 7; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      id += alphabet[state % alphabet.length];
    }
    return id;
  };
}

/** Escapes text for an HTML attribute value. */
export const attr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Escapes text content. */
export const esc = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A whole CMS body: each top-level row gets its own <style> block, as Page Builder saves it. */
export function page(seed: number, ...rows: Node[]): string {
  const nextId = idGenerator(seed);
  return rows
    .map((row) => {
      const sink = new StyleSink(nextId);
      const html = row(sink);
      return sink.rules.length ? `<style>${sink.rules.join('')}</style>${html}` : html;
    })
    .join('');
}

const join = (sink: StyleSink, children: readonly Node[]) => children.map((c) => c(sink)).join('');

// ---------------------------------------------------------------------------------------------------
// Shared style groups
// ---------------------------------------------------------------------------------------------------

export interface Spacing {
  margin?: string;
  padding?: string;
}
export interface Advanced extends Spacing {
  textAlign?: 'left' | 'center' | 'right' | 'justify' | '';
  border?: 'none' | 'solid' | 'dashed' | 'dotted';
  borderColor?: string;
  borderWidth?: string;
  borderRadius?: string;
  cssClasses?: string;
  hidden?: boolean;
}

const advancedStyle = (a: Advanced = {}) => ({
  'text-align': a.textAlign,
  'border-style': a.border ?? 'none',
  'border-color': a.border && a.border !== 'none' ? a.borderColor : undefined,
  'border-width': a.borderWidth ?? '1px',
  'border-radius': a.borderRadius ?? '0px',
  display: a.hidden ? 'none' : undefined,
  margin: a.margin ?? '0px 0px 10px',
  padding: a.padding ?? '0px'
});
const classAttr = (a: Advanced = {}, base = '') => {
  const classes = [base, a.cssClasses].filter(Boolean).join(' ');
  return classes ? ` class="${attr(classes)}"` : '';
};

export interface Background {
  color?: string;
  /** Media path under pub/media (written as a {{media}} directive). */
  image?: string;
  mobileImage?: string;
  size?: 'cover' | 'contain' | 'auto';
  position?: string;
  attachment?: 'scroll' | 'fixed';
}

/** data-background-images as Magento writes it: JSON with escaped quotes, then HTML-escaped. */
function backgroundImagesAttr(bg: Background = {}): string {
  const images: Record<string, string> = {};
  if (bg.image) images.desktop_image = `{{media url=${bg.image}}}`;
  if (bg.mobileImage) images.mobile_image = `{{media url=${bg.mobileImage}}}`;
  if (!Object.keys(images).length) return ' data-background-images="{}"';
  const json = JSON.stringify(images).replace(/"/g, '\\"');
  return ` data-background-images="${attr(json)}"`;
}
const backgroundStyle = (bg: Background = {}) => ({
  'background-color': bg.color,
  'background-position': bg.position ?? 'left top',
  'background-size': bg.size ?? 'cover',
  'background-repeat': 'no-repeat',
  'background-attachment': bg.attachment ?? 'scroll'
});

// ---------------------------------------------------------------------------------------------------
// Links: default URL, category, product, CMS page
// ---------------------------------------------------------------------------------------------------

export type Link =
  | { type: 'default'; href: string; newTab?: boolean }
  | { type: 'category'; id: number; newTab?: boolean }
  | { type: 'product'; id: number; newTab?: boolean }
  | { type: 'page'; id: number; newTab?: boolean };

function linkHref(link: Link): string {
  switch (link.type) {
    case 'default':
      return link.href;
    case 'category':
      return `{{widget type="Magento\\Catalog\\Block\\Category\\Widget\\Link" anchor_text="" template="category/widget/link/link_href.phtml" type_name="Catalog Category Link" id_path="category/${link.id}"}}`;
    case 'product':
      return `{{widget type="Magento\\Catalog\\Block\\Product\\Widget\\Link" anchor_text="" template="product/widget/link/link_href.phtml" type_name="Catalog Product Link" id_path="product/${link.id}"}}`;
    case 'page':
      return `{{widget type="Magento\\Cms\\Block\\Widget\\Page\\Link" anchor_text="" template="widget/link/link_href.phtml" type_name="CMS Page Link" page_id="${link.id}"}}`;
  }
}
/** href/target/data-link-type; the href may hold a widget directive with quotes, as Magento stores it. */
const linkAttrs = (link: Link) =>
  ` href="${linkHref(link)}" target="${link.newTab ? '_blank' : ''}" data-link-type="${link.type}"`;

// ---------------------------------------------------------------------------------------------------
// Layout: row, column group, column, tabs
// ---------------------------------------------------------------------------------------------------

export interface RowOptions extends Advanced {
  background?: Background;
  minHeight?: string;
  verticalAlignment?: 'top' | 'middle' | 'bottom';
  parallax?: { speed: number };
}

const justify = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

function rowInnerAttrs(o: RowOptions): string {
  return ` data-enable-parallax="${o.parallax ? 1 : 0}" data-parallax-speed="${o.parallax?.speed ?? 0.5}"` +
    `${backgroundImagesAttr(o.background)} data-background-type="image" data-video-loop="true" data-video-play-only-visible="true"` +
    ` data-video-lazy-load="true" data-video-fallback-src=""`;
}
const rowStyle = (o: RowOptions) => ({
  'justify-content': justify[o.verticalAlignment ?? 'top'],
  ...advancedStyle(o),
  display: o.hidden ? 'none' : 'flex',
  'flex-direction': 'column',
  ...backgroundStyle(o.background),
  'min-height': o.minHeight
});

export function row(appearance: 'contained' | 'full-width' | 'full-bleed', options: RowOptions, ...children: Node[]): Node {
  return (sink) => {
    if (appearance === 'contained') {
      return `<div data-content-type="row" data-appearance="contained" data-element="main">` +
        `<div${classAttr(options)}${rowInnerAttrs(options)} data-element="inner"${sink.attr(rowStyle(options))}>${join(sink, children)}</div></div>`;
    }
    if (appearance === 'full-width') {
      return `<div${classAttr(options)} data-content-type="row" data-appearance="full-width"${rowInnerAttrs(options)} data-element="main"${sink.attr(rowStyle(options))}>` +
        `<div class="row-full-width-inner" data-element="inner">${join(sink, children)}</div></div>`;
    }
    return `<div${classAttr(options)} data-content-type="row" data-appearance="full-bleed"${rowInnerAttrs(options)} data-element="main"${sink.attr(rowStyle(options))}>` +
      `${join(sink, children)}</div>`;
  };
}

export function columnGroup(...columns: Node[]): Node {
  return (sink) =>
    `<div class="pagebuilder-column-group" data-content-type="column-group" data-grid-size="12" data-element="main"${sink.attr({ display: 'flex' })}>${join(sink, columns)}</div>`;
}

export interface ColumnOptions extends Advanced {
  background?: Background;
  minHeight?: string;
}
const columnJustify = { 'align-top': 'flex-start', 'align-center': 'center', 'align-bottom': 'flex-end', 'full-height': 'flex-start' } as const;

export function column(
  appearance: 'align-top' | 'align-center' | 'align-bottom' | 'full-height',
  widthPercent: number,
  options: ColumnOptions,
  ...children: Node[]
): Node {
  return (sink) => {
    const style = {
      'justify-content': columnJustify[appearance],
      ...advancedStyle({ margin: '0px', padding: '10px', ...options }),
      display: options.hidden ? 'none' : 'flex',
      'flex-direction': 'column',
      ...backgroundStyle(options.background),
      'min-height': options.minHeight,
      width: `${Number(widthPercent.toFixed(4))}%`,
      'align-self': appearance === 'full-height' ? 'stretch' : appearance === 'align-center' ? 'center' : appearance === 'align-bottom' ? 'flex-end' : 'flex-start'
    };
    return `<div${classAttr(options, 'pagebuilder-column')} data-content-type="column" data-appearance="${appearance}"${backgroundImagesAttr(options.background)} data-element="main"${sink.attr(style)}>${join(sink, children)}</div>`;
  };
}

export interface TabSpec {
  name: string;
  children: Node[];
}

export function tabs(options: Advanced & { activeTab?: number; align?: 'left' | 'center' | 'right'; minHeight?: string; idPrefix: string }, ...items: TabSpec[]): Node {
  return (sink) => {
    const ids = items.map((_, i) => `${options.idPrefix}${i + 1}`.toUpperCase());
    const headers = items
      .map((t, i) => `<li role="tab" class="tab-header" data-element="headers"${sink.attr({ 'border-radius': '0px', 'border-width': '1px' })}>` +
        `<a href="#${ids[i]}" class="tab-title"><span class="tab-title">${esc(t.name)}</span></a></li>`)
      .join('');
    const contents = items
      .map((t, i) => `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${attr(t.name)}" data-background-images="{}" data-element="main" id="${ids[i]}"` +
        `${sink.attr({ 'justify-content': 'flex-start', display: 'flex', 'flex-direction': 'column', 'background-position': 'left top', 'background-size': 'cover', 'background-repeat': 'no-repeat', 'background-attachment': 'scroll', 'border-width': '1px', 'border-radius': '0px', margin: '0px', padding: '40px' })}>` +
        `${join(sink, t.children)}</div>`)
      .join('');
    return `<div class="tab-align-${options.align ?? 'left'}" data-content-type="tabs" data-appearance="default" data-active-tab="${options.activeTab ?? 0}" data-element="main"${sink.attr(advancedStyle(options))}>` +
      `<ul role="tablist" class="tabs-navigation" data-element="navigation"${sink.attr({ 'text-align': options.align ?? 'left' })}>${headers}</ul>` +
      `<div class="tabs-content" data-element="content"${sink.attr({ 'border-width': '1px', 'border-radius': '0px', 'min-height': options.minHeight ?? '300px' })}>${contents}</div></div>`;
  };
}

// ---------------------------------------------------------------------------------------------------
// Elements: heading, text, buttons, divider, HTML code
// ---------------------------------------------------------------------------------------------------

export function heading(level: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', text: string, options: Advanced = {}): Node {
  return (sink) =>
    `<${level}${classAttr(options)} data-content-type="heading" data-appearance="default" data-element="main"${sink.attr(advancedStyle(options))}>${esc(text)}</${level}>`;
}

/** The Text content type; html is the TinyMCE body (paragraphs, lists, links, inline styles). */
export function text(html: string, options: Advanced = {}): Node {
  return (sink) => {
    const style = advancedStyle(options);
    const hasCustomStyle = Object.keys(options).length > 0;
    return `<div${classAttr(options)} data-content-type="text" data-appearance="default" data-element="main"${hasCustomStyle ? sink.attr(style) : ''}>${html}</div>`;
  };
}

export interface ButtonSpec {
  text: string;
  type: 'primary' | 'secondary' | 'link';
  link: Link;
}

export function buttons(options: Advanced & { appearance?: 'inline' | 'stacked'; sameWidth?: boolean }, ...items: ButtonSpec[]): Node {
  return (sink) => {
    const itemsHtml = items
      .map((b) => `<div data-content-type="button-item" data-appearance="default" data-element="main">` +
        `<a class="pagebuilder-button-${b.type}"${linkAttrs(b.link)} data-element="link"${sink.attr({ 'text-align': 'center' })}>` +
        `<span data-element="link_text">${esc(b.text)}</span></a></div>`)
      .join('');
    return `<div${classAttr(options)} data-content-type="buttons" data-appearance="${options.appearance ?? 'inline'}" data-same-width="${options.sameWidth ? 'true' : 'false'}" data-element="main"${sink.attr(advancedStyle(options))}>${itemsHtml}</div>`;
  };
}

export function divider(options: Advanced & { color?: string; thickness?: string; width?: string } = {}): Node {
  return (sink) =>
    `<div${classAttr(options)} data-content-type="divider" data-appearance="default" data-element="main"${sink.attr(advancedStyle(options))}>` +
    `<hr data-element="line"${sink.attr({ width: options.width ?? '100%', 'border-width': options.thickness ?? '1px', 'border-color': options.color ?? '#cecece', display: 'inline-block' })}></div>`;
}

/** HTML Code: stored escaped; the storefront unescapes it (textContent) before rendering. */
export function htmlCode(rawHtml: string, options: Advanced = {}): Node {
  return (sink) =>
    `<div${classAttr(options)} data-content-type="html" data-appearance="default" data-element="main"${sink.attr(advancedStyle(options))}>${esc(rawHtml)}</div>`;
}

// ---------------------------------------------------------------------------------------------------
// Media: image, video, map
// ---------------------------------------------------------------------------------------------------

export interface ImageOptions extends Advanced {
  /** Media path, e.g. 'wysiwyg/home/protein.jpg'. */
  src: string;
  mobileSrc?: string;
  alt: string;
  title?: string;
  caption?: string;
  link?: Link;
}

export function image(options: ImageOptions): Node {
  return (sink) => {
    const imgStyle = { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px', 'max-width': '100%', height: 'auto' };
    // Magento writes each image's own width and height on the tag (Page Builder 1.3+).
    const sizeAttrs = (path: string) => {
      const size = contentImageSize(path);
      return size ? ` width="${size.width}" height="${size.height}"` : '';
    };
    const mobileSrc = options.mobileSrc ?? options.src;
    const desktop = `<img class="pagebuilder-mobile-hidden" src="{{media url=${options.src}}}" alt="${attr(options.alt)}" title="${attr(options.title ?? '')}"${sizeAttrs(options.src)} data-element="desktop_image"${sink.attr(imgStyle)}>`;
    const mobile = `<img class="pagebuilder-mobile-only" src="{{media url=${mobileSrc}}}" alt="${attr(options.alt)}" title="${attr(options.title ?? '')}"${sizeAttrs(mobileSrc)} data-element="mobile_image"${sink.attr(imgStyle)}>`;
    const inner = options.link
      ? `<a${linkAttrs(options.link)} title="${attr(options.title ?? '')}" data-element="link">${desktop}${mobile}</a>`
      : `${desktop}${mobile}`;
    const caption = options.caption ? `<figcaption data-element="caption">${esc(options.caption)}</figcaption>` : '';
    return `<figure${classAttr(options)} data-content-type="image" data-appearance="full-width" data-element="main"${sink.attr(advancedStyle(options))}>${inner}${caption}</figure>`;
  };
}

export function video(options: Advanced & { url: string; maxWidth?: string; autoplay?: boolean }): Node {
  return (sink) =>
    `<div${classAttr(options)} data-content-type="video" data-appearance="default" data-element="main"${sink.attr({ ...advancedStyle(options), 'text-align': options.textAlign ?? 'center' })}>` +
    `<div class="pagebuilder-video-inner" data-element="inner"${sink.attr({ 'max-width': options.maxWidth ?? '900px' })}>` +
    `<div class="pagebuilder-video-wrapper" data-element="wrapper"${sink.attr({ 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px' })}>` +
    `<div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${attr(options.url)}${options.autoplay ? '?autoplay=1' : ''}" data-element="video"></iframe></div></div></div></div>`;
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
  country: string;
  comment: string;
}

export function map(options: Advanced & { locations: MapLocation[]; height?: string; showControls?: boolean }): Node {
  return (sink) => {
    const locations = options.locations.map((l, i) => ({
      position: { latitude: l.latitude, longitude: l.longitude },
      location_name: l.name,
      phone: l.phone,
      address: l.address,
      city: l.city,
      state: l.state,
      zipcode: l.zipcode,
      country: l.country,
      comment: l.comment,
      record_id: i
    }));
    return `<div${classAttr(options)} data-content-type="map" data-appearance="default" data-show-controls="${options.showControls === false ? 'false' : 'true'}"` +
      ` data-locations="${attr(JSON.stringify(locations))}" data-element="main"${sink.attr({ ...advancedStyle(options), height: options.height ?? '400px' })}></div>`;
  };
}

// ---------------------------------------------------------------------------------------------------
// Banners and sliders
// ---------------------------------------------------------------------------------------------------

export interface BannerOptions extends Advanced {
  background: Background;
  /** Banner message: TinyMCE HTML. */
  content: string;
  button?: { text: string; type: 'primary' | 'secondary' | 'link' };
  showButton?: 'always' | 'hover' | 'never';
  showOverlay?: 'always' | 'hover' | 'never';
  overlayColor?: string;
  link?: Link;
  minHeight?: string;
  /** A YouTube/Vimeo URL: the banner plays it as its background (poster image as fallback). */
  videoBackground?: string;
}

/** The shared wrapper/overlay/content markup of banners ('banner') and slides ('slide'). */
function bannerMarkup(
  kind: 'banner' | 'slide',
  appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right',
  o: BannerOptions,
  sink: StyleSink,
  name = ''
): string {
  const isPoster = appearance === 'poster';
  const video = o.videoBackground
    ? ` data-background-type="video" data-video-src="${attr(o.videoBackground)}" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="${o.background.image ? `{{media url=${o.background.image}}}` : ''}"`
    : ` data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""`;
  const wrapperStyle = {
    ...backgroundStyle({ position: 'center center', ...o.background }),
    'border-style': o.border ?? 'none',
    'border-width': o.borderWidth ?? '1px',
    'border-radius': o.borderRadius ?? '0px',
    ...(isPoster ? {} : { padding: o.padding ?? '40px', 'min-height': o.minHeight ?? '300px', 'text-align': o.textAlign || undefined })
  };
  const overlayColorAttr = o.showOverlay && o.showOverlay !== 'never' ? o.overlayColor ?? 'rgba(0,0,0,0.35)' : '';
  const overlayStyle = isPoster
    ? { 'border-radius': o.borderRadius ?? '0px', 'min-height': o.minHeight ?? '300px', 'background-color': o.showOverlay === 'always' ? overlayColorAttr : 'transparent', padding: o.padding ?? '40px', 'text-align': o.textAlign || undefined }
    : { 'background-color': o.showOverlay === 'always' ? overlayColorAttr : 'transparent' };
  const buttonHtml = o.button
    ? `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-${o.button.type}" data-element="button"${sink.attr({ opacity: o.showButton === 'hover' ? 0 : 1, visibility: o.showButton === 'hover' ? 'hidden' : 'visible' })}>${esc(o.button.text)}</button>`
    : '';
  const contentClass = isPoster ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content';
  const content = `<div class="${contentClass}"><div data-element="content">${o.content}</div>${buttonHtml}</div>`;
  const overlayClass = isPoster ? 'pagebuilder-overlay pagebuilder-poster-overlay' : 'pagebuilder-overlay';
  const wrapper = `<div class="pagebuilder-${kind}-wrapper"${backgroundImagesAttr(o.background)}${video} data-element="wrapper"${sink.attr(wrapperStyle)}>` +
    `<div class="${overlayClass}" data-overlay-color="${attr(overlayColorAttr)}" aria-label="" title="" data-element="overlay"${sink.attr(overlayStyle)}>${content}</div></div>`;
  const linked = o.link
    ? `<a${linkAttrs(o.link)} title="" data-element="link">${wrapper}</a>`
    : `<div data-element="empty_link">${wrapper}</div>`;
  const slideName = kind === 'slide' ? ` data-slide-name="${attr(name)}"` : '';
  return `<div${classAttr(o)} data-content-type="${kind}"${slideName} data-appearance="${appearance}" data-show-button="${o.showButton ?? (o.button ? 'always' : 'never')}" data-show-overlay="${o.showOverlay ?? 'never'}" data-element="main"${sink.attr({ display: o.hidden ? 'none' : undefined, margin: o.margin ?? '0px' })}>${linked}</div>`;
}

export function banner(appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right', options: BannerOptions): Node {
  return (sink) => bannerMarkup('banner', appearance, options, sink);
}

export function slide(appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right', name: string, options: BannerOptions): Node {
  return (sink) => bannerMarkup('slide', appearance, options, sink, name);
}

export interface SliderOptions extends Advanced {
  minHeight?: string;
  autoplay?: boolean;
  autoplaySpeed?: number;
  fade?: boolean;
  infinite?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
}

export function slider(options: SliderOptions, ...slides: Node[]): Node {
  return (sink) =>
    `<div${classAttr(options, 'pagebuilder-slider')} data-content-type="slider" data-appearance="default" data-autoplay="${options.autoplay ? 'true' : 'false'}"` +
    ` data-autoplay-speed="${options.autoplaySpeed ?? 4000}" data-fade="${options.fade ? 'true' : 'false'}" data-infinite-loop="${options.infinite ? 'true' : 'false'}"` +
    ` data-show-arrows="${options.showArrows ? 'true' : 'false'}" data-show-dots="${options.showDots === false ? 'false' : 'true'}" data-element="main"` +
    `${sink.attr({ 'min-height': options.minHeight ?? '300px', ...advancedStyle(options) })}>${join(sink, slides)}</div>`;
}

// ---------------------------------------------------------------------------------------------------
// Widgets: CMS block, dynamic block, products
// ---------------------------------------------------------------------------------------------------

export function block(identifier: string): Node {
  return () =>
    `<div data-content-type="block" data-appearance="default" data-element="main">` +
    `{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${attr(identifier)}" type_name="CMS Static Block"}}</div>`;
}

/** Dynamic block rotator; each listed id is a CMS block here (Adobe Commerce keeps them as banners). */
export function dynamicBlock(blockIdentifiers: string[], options: { displayMode?: 'fixed' | 'salesrule' | 'catalogrule'; rotate?: '' | 'series' | 'random'; uniqueId: string }): Node {
  return () =>
    `<div data-content-type="dynamic_block" data-appearance="default" data-element="main">` +
    `{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="${options.displayMode ?? 'fixed'}" rotate="${options.rotate ?? ''}" template="widget/block.phtml"` +
    ` banner_ids="${attr(blockIdentifiers.join(','))}" unique_id="${attr(options.uniqueId)}" type_name="Dynamic Blocks Rotator"}}</div>`;
}

export interface ProductsOptions extends Advanced {
  appearance: 'grid' | 'carousel';
  /**
   * The widget's condition, as Page Builder's form sets it: category ids (condition_option="category_ids"),
   * explicit SKUs (condition_option="sku"), or neither: an empty rule, every product (condition_option="condition").
   */
  categoryIds?: number[];
  skus?: string[];
  count: number;
  /** Page Builder's sort option (sort_order); its form's default, 'position', unless given. */
  sortOrder?: string;
  carousel?: { autoplay?: boolean; autoplaySpeed?: number; infinite?: boolean; arrows?: boolean; dots?: boolean; mode?: 'default' | 'continuous'; centerPadding?: string };
}

/** A Catalog Widget rule in Magento's widget parameter encoding ({ } " \ written as ^[ ^] ` |). */
function encodedConditions(condition: { attribute: string; operator: string; value: string } | null): string {
  const rule: Record<string, Record<string, string>> = {
    '1': { aggregator: 'all', new_child: '', type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine', value: '1' }
  };
  if (condition) {
    rule['1--1'] = { operator: condition.operator, type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product', attribute: condition.attribute, value: condition.value };
  }
  return JSON.stringify(rule).replace(/\{/g, '^[').replace(/\}/g, '^]').replace(/"/g, '`').replace(/\\/g, '|');
}

export function products(options: ProductsOptions): Node {
  return (sink) => {
    const condition = options.categoryIds?.length
      ? { option: 'category_ids', attribute: 'category_ids', operator: '==', value: options.categoryIds.join(',') }
      : options.skus?.length
        ? { option: 'sku', attribute: 'sku', operator: '()', value: options.skus.join(',') }
        : null;
    const template = options.appearance === 'carousel'
      ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml'
      : 'Magento_CatalogWidget::product/widget/content/grid.phtml';
    const widget = `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${template}" anchor_text="" id_path="" show_pager="0"` +
      ` products_count="${options.count}" condition_option="${condition?.option ?? 'condition'}" condition_option_value="${attr(condition?.value ?? '')}"` +
      ` type_name="Catalog Products ${options.appearance === 'carousel' ? 'Carousel' : 'List'}" conditions_encoded="${encodedConditions(condition)}"` +
      ` sort_order="${attr(options.sortOrder ?? 'position')}"}}`;
    const c = options.carousel ?? {};
    const carouselAttrs = options.appearance === 'carousel'
      ? ` data-autoplay="${c.autoplay ? 'true' : 'false'}" data-autoplay-speed="${c.autoplaySpeed ?? 4000}" data-infinite-loop="${c.infinite ? 'true' : 'false'}"` +
        ` data-show-arrows="${c.arrows ? 'true' : 'false'}" data-show-dots="${c.dots === false ? 'false' : 'true'}" data-carousel-mode="${c.mode ?? 'default'}" data-center-padding="${c.centerPadding ?? '90px'}"`
      : '';
    return `<div${classAttr(options)} data-content-type="products" data-appearance="${options.appearance}"${carouselAttrs} data-element="main"${sink.attr(advancedStyle(options))}>${widget}</div>`;
  };
}
