/**
 * Seeds the content half of the demo store: store views and configuration, the directory, CMS pages and
 * blocks (Page Builder), URL rewrites for the pages, the blog, shops, hero banners and the active promo.
 * Images are drawn into mediaDir first; the rows go in one transaction.
 */
import type { Db, Queryable } from '../../db/client';
import { insertCmsBlock, insertCmsPage, updateCmsPageContent } from '../../repositories/cms';
import { insertCheckoutAgreement } from '../../repositories/checkoutAgreements';
import { saveConfig } from '../../repositories/config';
import { saveCustomUrlRedirect } from '../../repositories/redirects';
import { saveUrlRewrite } from '../../repositories/urlRewrites';
import { BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_COMMENTS, BLOG_POSTS, BLOG_TAGS } from './blogData';
import { COUNTRIES, ROMANIA_REGIONS } from './directoryData';
import { PALETTES, drawBlogCover, drawHero, drawLogo } from './images';
import { SHOPS, operationHours, shopDescription } from './locations';
import { BLOCKS, CATEGORY, CONTENT_IMAGES, PAGES, type Lang, type PageIds } from './pages';
import { DEFAULT_CONFIG, STORE_CONFIG, STORE_EN, STORE_RO } from './settings';

export interface SeedContentOptions {
  /** Folder served under /media. */
  mediaDir: string;
  /** Draw the images (default true); tests that only need rows can skip the drawing. */
  drawImages?: boolean;
}

const STORES: Array<{ id: number; lang: Lang }> = [
  { id: STORE_RO, lang: 'ro' },
  { id: STORE_EN, lang: 'en' }
];

/** The hero slider the storefront asks for (banner_id 3). */
export const HERO_SLIDER_ID = 3;

const HERO_BANNERS: Array<{ image: string; palette: keyof typeof PALETTES; motif: 'tubs' | 'leaves' | 'capsules' | 'mixed'; category: number | null; overlay: string;
  name: Record<Lang, string>; button: Record<Lang, string>; url: Record<Lang, string>; newtab?: boolean }> = [
  { image: 'mageplaza/bannerslider/banner/image/hero-proteine.jpg', palette: 'navy', motif: 'tubs', category: CATEGORY.protein, overlay: 'rgba(13,27,62,0.45)',
    name: { ro: 'Proteine premium | -30% la toată gama', en: 'Premium protein | 30% off the whole range' }, button: { ro: 'Cumpără acum', en: 'Shop now' }, url: { ro: '/proteine.html', en: '/en/proteins.html' } },
  { image: 'mageplaza/bannerslider/banner/image/hero-vitamine.jpg', palette: 'gold', motif: 'capsules', category: CATEGORY.vitamins, overlay: 'rgba(90,59,0,0.45)',
    name: { ro: 'Vitamine pentru toată familia | 1+1 gratis', en: 'Vitamins for the whole family | Buy one, get one free' }, button: { ro: 'Vezi oferta', en: 'See the offer' }, url: { ro: '/vitamine-si-minerale.html', en: '/en/vitamins-minerals.html' } },
  { image: 'mageplaza/bannerslider/banner/image/hero-preworkout.jpg', palette: 'orange', motif: 'tubs', category: CATEGORY.preWorkout, overlay: 'rgba(122,43,5,0.45)',
    name: { ro: 'Energie pentru antrenament | Pre-workout de la 89 lei', en: 'Energy for every workout | Pre-workout from 89 lei' }, button: { ro: 'Descoperă', en: 'Discover' }, url: { ro: '/pre-workout.html', en: '/en/pre-workout.html' } },
  { image: 'mageplaza/bannerslider/banner/image/hero-ahava.jpg', palette: 'teal', motif: 'leaves', category: CATEGORY.ahava, overlay: 'rgba(5,59,63,0.4)',
    name: { ro: 'Cosmetice AHAVA | -25% reducere', en: 'AHAVA cosmetics | 25% off' }, button: { ro: 'Cumpără AHAVA', en: 'Shop AHAVA' }, url: { ro: '/ahava-cosmetics-25-off.html', en: '/en/ahava-cosmetics-25-off.html' } },
  { image: 'mageplaza/bannerslider/banner/image/hero-rewards.jpg', palette: 'red', motif: 'mixed', category: null, overlay: 'rgba(142,11,18,0.45)',
    name: { ro: 'Membru My GNC Rewards? | Puncte duble în weekend', en: 'My GNC Rewards member? | Double points at weekends' }, button: { ro: 'Află mai mult', en: 'Learn more' }, url: { ro: '/my-gnc-rewards', en: '/en/my-gnc-rewards' } }
];

const PROMO_IMAGE = 'mageplaza/bannerslider/banner/image/promo-black-friday.jpg';
const LOGO = 'logo/stores/1/gnc-logo.png';
const FAVICON = 'favicon/stores/1/favicon.png';

const blogImagePath = (lang: Lang, urlKey: string) => `amasty/blog/${lang}/${urlKey}.jpg`;

async function drawAll(mediaDir: string): Promise<void> {
  await drawLogo(mediaDir, LOGO);
  await drawLogo(mediaDir, FAVICON);
  for (const { path, drawing } of CONTENT_IMAGES) await drawHero(mediaDir, path, drawing);
  for (const b of HERO_BANNERS) {
    await drawHero(mediaDir, b.image, { width: 1920, height: 640, palette: PALETTES[b.palette], title: b.image, motif: b.motif, textless: true });
  }
  await drawHero(mediaDir, PROMO_IMAGE, { width: 1920, height: 640, palette: PALETTES.black, title: 'BLACK FRIDAY | -25%', subtitle: 'GNC România', badge: 'PROMO', motif: 'mixed' });
  const categoryName = new Map(BLOG_CATEGORIES.map((c) => [c.key, c.name]));
  for (const post of BLOG_POSTS) {
    for (const { lang } of STORES) {
      const category = categoryName.get(post.categories[0])?.[lang] ?? 'Blog';
      await drawBlogCover(mediaDir, blogImagePath(lang, post.urlKey[lang]), post.title[lang], category, PALETTES[post.palette], post.motif);
    }
  }
}

async function seedStores(tx: Queryable): Promise<void> {
  await tx.query(`INSERT INTO store_website (website_id, code, name) VALUES (1, 'base', 'Main Website')
                  ON CONFLICT (website_id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name`);
  await tx.query(`INSERT INTO store_group (group_id, website_id, code, name, root_category_id) VALUES (1, 1, 'main_website_store', 'GNC Romania', 2)
                  ON CONFLICT (group_id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, root_category_id = EXCLUDED.root_category_id`);
  await tx.query(`INSERT INTO store (store_id, code, name, group_id, website_id, locale, path_prefix, sort_order, base_currency_code,
                                     default_display_currency_code, available_currency_codes)
                  VALUES (1, 'default', 'Română', 1, 1, 'ro_RO', '', 0, 'RON', 'RON', ARRAY['RON']),
                         (2, 'en_storeview', 'English', 1, 1, 'en_US', 'en', 1, 'RON', 'RON', ARRAY['RON'])
                  ON CONFLICT (store_id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, locale = EXCLUDED.locale,
                    path_prefix = EXCLUDED.path_prefix, sort_order = EXCLUDED.sort_order`);
  for (const [path, value] of DEFAULT_CONFIG) await saveConfig(tx, path, value, 0);
  for (const [storeId, values] of Object.entries(STORE_CONFIG)) {
    for (const [path, value] of values) await saveConfig(tx, path, value, Number(storeId));
  }
}

async function seedDirectory(tx: Queryable): Promise<void> {
  for (const [i, [iso2, iso3]] of COUNTRIES.entries()) {
    await tx.query('INSERT INTO directory_country (country_id, iso3_code, sort_order) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [iso2, iso3, i]);
  }
  for (const [id, code, name] of ROMANIA_REGIONS) {
    await tx.query('INSERT INTO directory_region (region_id, country_id, code, default_name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [id, 'RO', code, name]);
  }
}

async function seedShops(tx: Queryable): Promise<Record<number, Record<string, number>>> {
  const idsByStore: Record<number, Record<string, number>> = {};
  for (const { id: storeId, lang } of STORES) {
    idsByStore[storeId] = {};
    for (const [i, s] of SHOPS.entries()) {
      const images = JSON.stringify([{ file: `mageplaza/store_locator/${s.key}.jpg`, position: 1, label: s.name }]);
      const row = await tx.one<{ location_id: number }>(
        `INSERT INTO store_location (name, status, description, store_ids, city, country, street, state_province, postal_code, url_key,
           latitude, longitude, phone_one, phone_two, website, email, images, is_default_store, sort_order,
           operation_mon, operation_tue, operation_wed, operation_thu, operation_fri, operation_sat, operation_sun)
         VALUES ($1, 1, $2, $3, $4, 'RO', $5, $6, $7, $8, $9, $10, $11, '', $12, $13, $14, $15, $16, $17, $17, $17, $17, $17, $18, $19)
         RETURNING location_id`,
        [s.name, shopDescription(s, lang), String(storeId), s.city, s.street, s.region, s.postcode, s.key, s.latitude, s.longitude, s.phone,
         '', `magazin.${s.key}@gnc-romania.ro`, images, s.isDefault ? 1 : 0, i + 1,
         operationHours(s.hours.week), operationHours(s.hours.saturday), operationHours(s.hours.sunday)]
      );
      idsByStore[storeId][s.key] = row!.location_id;
    }
  }
  return idsByStore;
}

/** The terms and the privacy policy a shopper accepts before ordering; their texts link the CMS pages. */
async function seedCheckoutAgreements(tx: Queryable): Promise<void> {
  const link = (identifier: string, text: string) => `<a href="{{store url="${identifier}"}}" target="_blank" rel="noopener">${text}</a>`;
  for (const { id: storeId, lang } of STORES) {
    const ro = lang === 'ro';
    await insertCheckoutAgreement(tx, {
      store_id: storeId, sort_order: 1, mode: 'MANUAL', is_html: true,
      name: ro ? 'Termeni și condiții' : 'Terms and conditions',
      checkbox_text: ro ? 'Am citit și accept Termenii și condițiile.' : 'I have read and accept the Terms and conditions.',
      content: ro
        ? `<p>Comanda se face conform ${link('termeni-si-conditii', 'Termenilor și condițiilor')}, cu dreptul de a renunța la produse în 14 zile (${link('politici-de-retur', 'Politica de retur')}).</p>`
        : `<p>Your order is placed under the ${link('termeni-si-conditii', 'Terms and conditions')}, with the right to withdraw within 14 days (${link('politici-de-retur', 'Returns policy')}).</p>`
    });
    await insertCheckoutAgreement(tx, {
      store_id: storeId, sort_order: 2, mode: 'MANUAL', is_html: true,
      name: ro ? 'Politica de confidențialitate' : 'Privacy policy',
      checkbox_text: ro ? 'Am luat la cunoștință Politica de confidențialitate.' : 'I have read the Privacy policy.',
      content: ro
        ? `<p>Folosim datele tale ca să livrăm și să facturăm comanda, conform ${link('politica-de-confidentialitate', 'Politicii de confidențialitate')}.</p>`
        : `<p>We use your details to deliver and invoice your order, as the ${link('politica-de-confidentialitate', 'Privacy policy')} explains.</p>`
    });
  }
}

async function seedCms(tx: Queryable, shopIds: Record<number, Record<string, number>>): Promise<void> {
  for (const { id: storeId, lang } of STORES) {
    const ids: PageIds = {};
    for (const [i, p] of PAGES.entries()) {
      ids[p.identifier] = await insertCmsPage(tx, {
        store_id: storeId, identifier: p.identifier, title: p.title[lang], content_heading: p.heading[lang], content: '',
        page_layout: p.layout, meta_title: p.title[lang], meta_keywords: '', meta_description: p.metaDescription[lang], sort_order: i
      });
    }
    for (const p of PAGES) {
      await updateCmsPageContent(tx, ids[p.identifier], p.build(lang, ids));
      await saveUrlRewrite(tx, { store_id: storeId, request_path: p.identifier, target_path: `cms/page/view/page_id/${ids[p.identifier]}`, redirect_type: 0, entity_type: 'cms-page', entity_id: ids[p.identifier] });
    }
    for (const b of BLOCKS) {
      await insertCmsBlock(tx, { store_id: storeId, identifier: b.identifier, title: b.title[lang], content: b.build(lang, ids, shopIds[storeId]) });
    }
    // Old addresses kept as redirects: a permanent one to a page and a temporary one to a promo.
    const old = lang === 'ro' ? 'despre-gnc' : 'about-us';
    await saveUrlRewrite(tx, { store_id: storeId, request_path: old, target_path: 'despre-noi', redirect_type: 301, entity_type: 'cms-page', entity_id: ids['despre-noi'] });
    await saveUrlRewrite(tx, { store_id: storeId, request_path: 'black-friday', target_path: '25-black-friday.html', redirect_type: 302, entity_type: 'custom', entity_id: 0 });
  }
  await seedCheckoutAgreements(tx);
  // The SPA's own routes exist in both views under the same path.
  for (const path of ['blog', 'shops', 'contact-us', 'cart', 'checkout', 'search.html']) {
    await saveCustomUrlRedirect(tx, { request_path: path, rourlredirect: `/${path}`, enurlredirect: `/en/${path}` });
  }
}

async function seedBlog(tx: Queryable): Promise<void> {
  const authorIds = new Map<string, number>();
  for (const a of BLOG_AUTHORS) {
    const row = await tx.one<{ author_id: number }>(
      `INSERT INTO blog_author (name, url_key, short_description, facebook_profile, instagram_profile) VALUES ($1, $2, $3, $4, $5) RETURNING author_id`,
      [a.name, a.key, a.bio.ro, `https://www.facebook.com/${a.key}`, `https://www.instagram.com/${a.key.replace(/-/g, '.')}`]
    );
    authorIds.set(a.key, row!.author_id);
  }
  const seedDate = Date.now();
  for (const { id: storeId, lang } of STORES) {
    const categoryIds = new Map<string, number>();
    for (const [i, c] of BLOG_CATEGORIES.entries()) {
      const parentId = c.parent ? categoryIds.get(c.parent) ?? 0 : 0;
      const row = await tx.one<{ category_id: number }>(
        `INSERT INTO blog_category (store_id, parent_id, level, name, url_key, description, sort_order, meta_title, meta_description, twin_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $4, $6, $8) RETURNING category_id`,
        [storeId, parentId, parentId ? 2 : 1, c.name[lang], c.urlKey[lang], c.description[lang], i + 1, c.key]
      );
      const id = row!.category_id;
      const parentPath = parentId ? (await tx.one<{ path: string }>('SELECT path FROM blog_category WHERE category_id = $1', [parentId]))!.path : '';
      await tx.query('UPDATE blog_category SET path = $2 WHERE category_id = $1', [id, parentPath ? `${parentPath}/${id}` : String(id)]);
      categoryIds.set(c.key, id);
    }
    const tagIds = new Map<string, number>();
    for (const tg of BLOG_TAGS) {
      const row = await tx.one<{ tag_id: number }>('INSERT INTO blog_tag (store_id, name, url_key, meta_title, twin_key) VALUES ($1, $2, $3, $2, $4) RETURNING tag_id', [storeId, tg.name[lang], tg.urlKey[lang], tg.key]);
      tagIds.set(tg.key, row!.tag_id);
    }
    const postIds = new Map<string, number>();
    for (const p of BLOG_POSTS) {
      const body = p.body[lang];
      const published = new Date(seedDate - p.daysAgo * 86_400_000);
      const image = blogImagePath(lang, p.urlKey[lang]);
      const row = await tx.one<{ post_id: number }>(
        `INSERT INTO blog_post (store_id, title, url_key, short_content, full_content, status, author_id, published_at, created_at, updated_at,
           views, votes_plus, votes_minus, is_featured, post_thumbnail, list_thumbnail, thumbnail_alt, meta_title, meta_description, twin_key)
         VALUES ($1, $2, $3, $4, $5, 2, $6, $7, $7, $7, $8, $9, $10, $11, $12, $12, $2, $2, $13, $14) RETURNING post_id`,
        [storeId, p.title[lang], p.urlKey[lang], `<p>${body[0]}</p>`, body.map((para) => `<p>${para}</p>`).join('\n'), authorIds.get(p.author) ?? null,
         published, lang === 'ro' ? p.views : Math.round(p.views / 3), Math.round(p.views / 40), Math.round(p.views / 400), Boolean(p.featured), image, body[0].slice(0, 155), p.key]
      );
      const postId = row!.post_id;
      postIds.set(p.key, postId);
      for (const c of p.categories) await tx.query('INSERT INTO blog_post_category (post_id, category_id) VALUES ($1, $2)', [postId, categoryIds.get(c)]);
      for (const tg of p.tags) await tx.query('INSERT INTO blog_post_tag (post_id, tag_id) VALUES ($1, $2)', [postId, tagIds.get(tg)]);
    }
    // Related posts: the other posts of the same first category.
    for (const p of BLOG_POSTS) {
      const related = BLOG_POSTS.filter((o) => o.key !== p.key && o.categories[0] === p.categories[0]).slice(0, 3).map((o) => postIds.get(o.key));
      await tx.query('UPDATE blog_post SET related_post_ids = $2::int[] WHERE post_id = $1', [postIds.get(p.key), related]);
    }
    // A scheduled post (status 3, in the future) that listings must not show yet.
    await tx.query(
      `INSERT INTO blog_post (store_id, title, url_key, short_content, full_content, status, published_at) VALUES ($1, $2, $3, $4, $4, 3, now() + interval '30 days')`,
      [storeId, lang === 'ro' ? 'Noutăți GNC în curând' : 'GNC news coming soon', lang === 'ro' ? 'noutati-gnc-in-curand' : 'gnc-news-coming-soon', '<p>…</p>']
    );
    for (const [postKey, comments] of Object.entries(BLOG_COMMENTS)) {
      const commentIds: number[] = [];
      for (const [i, c] of comments.entries()) {
        const replyTo = c.replyTo === undefined ? null : commentIds[c.replyTo];
        const rows = await tx.query<{ comment_id: number }>(
          `INSERT INTO blog_comment (post_id, store_id, status, name, email, message, reply_to, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING comment_id`,
          [postIds.get(postKey), storeId, c.status, c.name || null, c.email || null, c.message[lang], replyTo, new Date(seedDate - (10 - i) * 3_600_000)]
        );
        commentIds.push(rows[0].comment_id);
      }
    }
  }
}

async function seedBanners(tx: Queryable): Promise<void> {
  await tx.query(`INSERT INTO banner_slider (slider_id, name, status) VALUES (1, 'Categorii', 1), (2, 'Branduri', 0), ($1, 'Home hero', 1) ON CONFLICT DO NOTHING`, [HERO_SLIDER_ID]);
  for (const { id: storeId, lang } of STORES) {
    for (const [i, b] of HERO_BANNERS.entries()) {
      await tx.query(
        `INSERT INTO banner (slider_id, store_id, name, status, image, url_banner, newtab, button_name, category_select, color_banner_overlay, position)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10)`,
        [HERO_SLIDER_ID, storeId, b.name[lang], b.image, b.url[lang], b.newtab ? 1 : 0, b.button[lang], b.category == null ? '' : String(b.category), b.overlay, i + 1]
      );
    }
    // A disabled banner that must not be listed.
    await tx.query(
      `INSERT INTO banner (slider_id, store_id, name, status, image, url_banner, position) VALUES ($1, $2, $3, 0, $4, '', 99)`,
      [HERO_SLIDER_ID, storeId, lang === 'ro' ? 'Campanie expirată' : 'Expired campaign', HERO_BANNERS[0].image]
    );
  }
  await tx.query(
    `INSERT INTO active_promo (store_id, name, status, image, special_category_ids) VALUES (0, '-25% Black Friday', false, $1, $2::int[])`,
    [PROMO_IMAGE, [CATEGORY.offers, CATEGORY.protein, CATEGORY.vitamins, CATEGORY.preWorkout]]
  );
}

export async function seedContent(db: Db, options: SeedContentOptions): Promise<void> {
  if (options.drawImages !== false) await drawAll(options.mediaDir);
  await db.transaction(async (tx) => {
    await seedStores(tx);
    await seedDirectory(tx);
    const shopIds = await seedShops(tx);
    await seedCms(tx, shopIds);
    await seedBlog(tx);
    await seedBanners(tx);
  });
}
