/** Hero banners (banner_id 3) and the active promo. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query } });
  return res.json();
}

const BANNERS = '{ mpBannerSlider(banner_id: 3) { total_count items { id name slider_id status image url_banner button_name category_select color_banner_overlay } } }';

test('enabled banners of slider 3 per store view, in position order', async () => {
  const ro = (await gql(BANNERS)).data.mpBannerSlider;
  expect(ro.total_count).toBe(5);
  expect(ro.items[0]).toMatchObject({ name: 'Proteine premium | -30% la toată gama', slider_id: 3, status: 1, url_banner: '/proteine.html',
    button_name: 'Cumpără acum', category_select: 'NA==', color_banner_overlay: 'rgba(13,27,62,0.45)' });
  expect(ro.items[0].image).toBe('/media/mageplaza/bannerslider/banner/image/hero-proteine.jpg');
  expect(ro.items.every((b: { name: string }) => b.name.includes(' | '))).toBe(true);
  expect(ro.items.some((b: { name: string }) => b.name.includes('expirat'))).toBe(false);
  const en = (await gql(BANNERS, 'en_storeview')).data.mpBannerSlider;
  expect(en.items[0]).toMatchObject({ name: 'Premium protein | 30% off the whole range', url_banner: '/en/proteins.html' });
  expect((await gql('{ mpBannerSlider(slider_id: 42) { total_count } }')).data.mpBannerSlider.total_count).toBe(0);
});

test('active promo: -25% Black Friday, off by default, switchable', async () => {
  const QUERY = '{ activePromo { name status image special_categories { id uid } } }';
  const off = (await gql(QUERY)).data.activePromo;
  expect(off).toMatchObject({ name: '-25% Black Friday', status: 'false', image: '/media/mageplaza/bannerslider/banner/image/promo-black-friday.jpg' });
  expect(off.special_categories.map((c: { id: number }) => c.id)).toEqual([3, 4, 7, 6]);
  expect(off.special_categories[0].uid).toBe('Mw==');
  await t.db.query('UPDATE active_promo SET status = true');
  expect((await gql(QUERY, 'en_storeview')).data.activePromo.status).toBe('true');
});
