/** Hero banners (Mageplaza Banner Slider) and the active promo, for the current store view. */
import type { RequestContext } from '../domain/context';
import { addCacheTags } from '../domain/context';
import { inputError } from '../domain/errors';
import { listSliderBanners } from '../repositories/banners';
import { findActivePromo } from '../repositories/promo';
import { encodeUid, mediaBaseUrl, mediaUrl } from './storeConfig';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store' | 'cache'>;

export async function sliderBanners(ctx: Ctx, sliderId: number | null | undefined) {
  if (sliderId == null) throw inputError('REQUIRED_FIELD_MISSING', 'Specify the "banner_id" (slider) value.', { field: 'banner_id' });
  const [rows, base] = await Promise.all([listSliderBanners(ctx.db, ctx.store.id, sliderId), mediaBaseUrl(ctx)]);
  addCacheTags(ctx, `mpbannerslider_slider_${sliderId}`, ...rows.map((r) => `mpbannerslider_banner_${r.banner_id}`));
  return {
    total_count: rows.length,
    items: rows.map((r) => ({
      id: r.banner_id,
      banner_id: r.banner_id,
      name: r.name,
      slider_id: r.slider_id,
      status: r.status,
      image: mediaUrl(base, r.image),
      url_banner: r.url_banner,
      newtab: r.newtab,
      button_name: r.button_name,
      category_select: r.category_select ? encodeUid(r.category_select) : null,
      color_banner_overlay: r.color_banner_overlay,
      position: r.position
    }))
  };
}

export async function activePromo(ctx: Ctx) {
  const [row, base] = await Promise.all([findActivePromo(ctx.db, ctx.store.id), mediaBaseUrl(ctx)]);
  if (!row) return null;
  addCacheTags(ctx, `active_promo_${row.promo_id}`);
  return {
    name: row.name,
    status: row.status ? 'true' : 'false',
    image: mediaUrl(base, row.image),
    special_categories: row.special_category_ids.map((id) => ({ id, uid: encodeUid(id) }))
  };
}
