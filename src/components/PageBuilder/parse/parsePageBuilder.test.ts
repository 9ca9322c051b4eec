import { aboutUsHtml, deliveryHtml, homeHtml, returnsHtml, rewardsHtml } from '../__fixtures__/seededPages';
import type { PageBuilderNode } from '../types';
import { parsePageBuilder, parsePageBuilderInSteps, safeUrl } from './parsePageBuilder';
import { indexStyles, readRules } from './styles';

function flatten(nodes: readonly PageBuilderNode[]): PageBuilderNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function ofType<T extends PageBuilderNode['contentType']>(nodes: readonly PageBuilderNode[], type: T) {
  return flatten(nodes).filter((node): node is Extract<PageBuilderNode, { contentType: T }> => node.contentType === type);
}

describe('parsePageBuilderInSteps', () => {
  it('reads the same content as parsePageBuilder, pausing between the document, its styles and every few milliseconds of blocks', async () => {
    for (const html of [homeHtml, aboutUsHtml, deliveryHtml, '<p>Plain <b>HTML</b></p>', '']) {
      let pauses = 0;
      let clock = 0;
      // Each reading of the clock is 4 ms later: a pause comes every second top-level block or so.
      const parsed = await parsePageBuilderInSteps(
        html,
        async () => {
          pauses += 1;
        },
        () => (clock += 4)
      );
      expect(parsed).toEqual(parsePageBuilder(html));
      if (html === homeHtml) expect(pauses).toBeGreaterThan(3);
    }
  });

  it('stops where a pause fails (the content is no longer shown)', async () => {
    let pauses = 0;
    let clock = 0;
    const reading = parsePageBuilderInSteps(homeHtml, async () => {
      pauses += 1;
      if (pauses === 3) throw new Error('gone');
    }, () => (clock += 10));
    await expect(reading).rejects.toThrow('gone');
    expect(pauses).toBe(3);
  });
});

describe('parsePageBuilder on the seeded pages', () => {
  const home = parsePageBuilder(homeHtml).nodes;
  const about = parsePageBuilder(aboutUsHtml).nodes;

  it('finds every content type across the home and about pages', () => {
    const types = new Set([...flatten(home), ...flatten(about)].map((node) => node.contentType));
    for (const type of ['row', 'column-group', 'column', 'image', 'heading', 'text', 'tabs', 'tab-item', 'buttons', 'button-item', 'block', 'dynamic_block', 'products', 'html', 'divider', 'video', 'map', 'banner', 'slider', 'slide']) {
      expect(types).toContain(type);
    }
  });

  it('reads the three row appearances and turns the #html-body rules into styles', () => {
    const rows = ofType(home, 'row');
    expect(new Set(rows.map((row) => row.props.appearance))).toEqual(new Set(['full-bleed', 'contained', 'full-width']));
    const deals = rows.find((row) => row.props.appearance === 'full-width' && row.props.style.backgroundColor === '#f5f5f5');
    expect(deals?.props.style).toMatchObject({ padding: '40px 20px', flexDirection: 'column', backgroundSize: 'cover' });
  });

  it('reads columns with their alignment appearance and width', () => {
    const columns = ofType(home, 'column');
    expect(columns.map((c) => c.props.appearance)).toEqual(expect.arrayContaining(['align-top', 'align-center', 'align-bottom', 'full-height']));
    expect(columns[0].props.style.width).toBe('25%');
  });

  it('reads the slider settings and its slides (poster, collages) with background images', () => {
    const [slider] = ofType(home, 'slider');
    expect(slider.props).toMatchObject({ autoplay: true, autoplaySpeed: 5000, isInfinite: true, showArrows: true, showDots: true });
    const slides = slider.children.filter((child) => child.contentType === 'slide');
    expect(slides.map((slide) => slide.contentType === 'slide' && slide.props.appearance)).toEqual(['poster', 'collage-left', 'collage-right']);
    const first = slides[0];
    if (first.contentType !== 'slide') throw new Error('not a slide');
    expect(first.props.backgroundImages).toEqual({ desktop: '/media/wysiwyg/home/slide-proteine.jpg', mobile: '/media/wysiwyg/home/slide-mobile.jpg' });
    expect(first.props.link).toEqual({ href: '/proteine.html', linkType: 'category', openInNewTab: false });
    expect(first.props.buttonText).toBe('Vezi proteinele');
    expect(first.props.overlayColor).toBe('rgba(0,0,0,0.25)');
    expect(first.props.slideName).toBe('Proteine');
  });

  it('reads banners: poster with a video background, hover button', () => {
    const banners = ofType(home, 'banner');
    const video = banners.find((banner) => banner.props.videoBackground);
    expect(video?.props.videoBackground).toMatchObject({ src: 'https://www.youtube.com/watch?v=IODxDxX7oi4', loop: true, fallbackSrc: '/media/wysiwyg/home/video-poster.jpg' });
    const hover = banners.find((banner) => banner.props.showButton === 'hover');
    expect(hover?.props.appearance).toBe('collage-right');
    expect(banners.map((b) => b.props.appearance)).toEqual(expect.arrayContaining(['poster', 'collage-left', 'collage-right', 'collage-centered']));
  });

  it("reads the products widget's product links (a.product-item-link, once each) and carousel settings", () => {
    const [carousel, ...grids] = ofType(home, 'products');
    expect(carousel.props.appearance).toBe('carousel');
    expect(carousel.props.productUrls.length).toBeGreaterThan(3);
    expect(carousel.props.productUrls[0]).toMatch(/^\/[a-z0-9-]+\.html$/);
    expect(new Set(carousel.props.productUrls).size).toBe(carousel.props.productUrls.length);
    expect(carousel.props.carousel).toMatchObject({ autoplay: false, infinite: true, showArrows: true, showDots: true, centerPadding: '90px' });
    expect(grids.every((grid) => grid.props.appearance === 'grid')).toBe(true);
  });

  it('reads tabs with their items and active tab', () => {
    const [tabs] = ofType(home, 'tabs');
    expect(tabs.props.defaultIndex).toBe(0);
    expect(tabs.props.navigationAlignment).toBe('center');
    expect(tabs.children.map((item) => item.contentType === 'tab-item' && item.props.tabName)).toEqual(['Proteine', 'Vitamine', 'Pre-workout', 'Creatină']);
  });

  it('reads buttons and link targets: category, product, page (new tab) and URL', () => {
    const items = ofType(parsePageBuilder(rewardsHtml).nodes, 'button-item');
    expect(items.map((item) => item.props.buttonType)).toEqual(['primary', 'secondary', 'link']);
    expect(items[1].props.link).toMatchObject({ linkType: 'page', openInNewTab: true });
    const homeItems = ofType(home, 'button-item');
    expect(homeItems.some((item) => item.props.link?.linkType === 'product')).toBe(true);
    expect(homeItems.some((item) => item.props.link?.href.startsWith('https://www.facebook.com') && item.props.link.openInNewTab)).toBe(true);
  });

  it('keeps the nested content of a CMS block and the items of a dynamic block', () => {
    const [block] = ofType(home, 'block');
    expect(ofType(block.children, 'heading').map((h) => h.props.text)).toContain('Livrare rapidă');
    const [dynamic] = ofType(home, 'dynamic_block');
    expect(dynamic.props.rotate).toBe('series');
    expect(dynamic.children).toHaveLength(2);
  });

  it('decodes HTML Code and reads heading levels', () => {
    const [html] = ofType(parsePageBuilder(deliveryHtml).nodes, 'html');
    expect(html.props.html).toMatch(/^<table class="gnc-shipping-table">/);
    expect(ofType(about, 'heading')[0].props.headingType).toBe('h1');
  });

  it('reads video, map (locations, controls) and image (caption)', () => {
    const [video] = ofType(about, 'video');
    expect(video.props.src).toBe('https://www.youtube.com/embed/IODxDxX7oi4');
    expect(video.props.innerStyle.maxWidth).toBe('900px');
    const [map] = ofType(about, 'map');
    expect(map.props.showControls).toBe(true);
    expect(map.props.locations.length).toBeGreaterThan(5);
    expect(map.props.locations[0]).toMatchObject({ name: 'GNC AFI Cotroceni', latitude: 44.4306, longitude: 26.053, country: 'Romania' });
    const [image] = ofType(about, 'image');
    expect(image.props).toMatchObject({ altText: 'GNC store', caption: 'Free advice in every GNC store.', desktopImage: { src: '/media/wysiwyg/pages/despre-noi.jpg' } });
    expect(image.props.mobileImage).toBeUndefined();
  });

  it('reads the returns tabs and the delivery divider', () => {
    expect(ofType(parsePageBuilder(returnsHtml).nodes, 'tab-item')).toHaveLength(3);
    const [divider] = ofType(parsePageBuilder(deliveryHtml).nodes, 'divider');
    expect(divider.props.lineStyle).toMatchObject({ width: '100%', borderWidth: '1px' });
  });
});

describe('parsePageBuilder edge cases', () => {
  it('skips a block whose configuration cannot be read, keeping its siblings', () => {
    const html =
      '<div data-content-type="map" data-appearance="default" data-locations="[not json" data-element="main"></div>' +
      '<h2 data-content-type="heading" data-appearance="default" data-element="main">Still here</h2>';
    const { nodes } = parsePageBuilder(html);
    expect(nodes.map((node) => node.contentType)).toEqual(['heading']);
  });

  it('reads parallax rows (speed clamped later) and a video background, and marks hidden blocks', () => {
    const html =
      '<style>#html-body [data-pb-style=A1]{display:none}</style>' +
      '<div data-content-type="row" data-appearance="full-width" data-enable-parallax="1" data-parallax-speed="1.5" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/media/a.jpg\\&quot;}" data-background-type="video" data-video-src="https://vimeo.com/76979871" data-video-loop="false" data-element="main"><div data-element="inner"></div></div>' +
      '<h2 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="A1">Hidden</h2>';
    const [row, heading] = parsePageBuilder(html).nodes;
    if (row.contentType !== 'row') throw new Error('row expected');
    expect(row.props).toMatchObject({ enableParallax: true, parallaxSpeed: 1.5, backgroundImages: { desktop: '/media/a.jpg' } });
    expect(row.props.videoBackground).toMatchObject({ src: 'https://vimeo.com/76979871', loop: false });
    expect(heading.props.isHidden).toBe(true);
  });

  it('treats HTML made without Page Builder as one text block', () => {
    const { nodes } = parsePageBuilder('<p>Plain <strong>old</strong> content</p>');
    expect(nodes).toHaveLength(1);
    expect(nodes[0].contentType).toBe('text');
  });

  it('drops unsafe URLs', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('/en/blog')).toBe('/en/blog');
    expect(safeUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeUrl('data:text/html,x')).toBe('');
  });
});

describe('Page Builder style blocks', () => {
  it('turns simple rules into styles and keeps media-query rules scoped with !important', () => {
    const doc = new DOMParser().parseFromString(
      '<body><style>#html-body [data-pb-style=X1]{margin:0px;min-height:300px;background-image:url(http://evil)}' +
        '@media only screen and (max-width: 768px) { #html-body [data-pb-style=X1]{min-height:150px} }</style></body>',
      'text/html'
    );
    const index = indexStyles(doc);
    expect(index.byId.get('X1')).toEqual({ margin: '0px', minHeight: '300px' });
    expect(index.scopedCss).toBe('@media only screen and (max-width: 768px){.pagebuilder-root [data-pb-style=X1]{min-height:150px !important}}');
    expect(doc.querySelector('style')).toBeNull();
  });

  it('reads rules inside and outside @media blocks', () => {
    expect(readRules('a{b:c}@media (x){d{e:f}}').map((rule) => [rule.selector, rule.media ?? ''])).toEqual([
      ['a', ''],
      ['d', '@media (x)']
    ]);
  });
});
