/** Banner slider rows (Mageplaza Banner Slider with the retailer's extra columns). */
import type { Queryable } from '../db/client';

export interface BannerRow extends Record<string, unknown> {
  banner_id: number;
  slider_id: number;
  store_id: number;
  name: string;
  status: number;
  image: string;
  url_banner: string;
  newtab: number;
  button_name: string;
  category_select: string;
  color_banner_overlay: string;
  position: number;
}

/** Enabled banners of an enabled slider for a store view (its own rows, else the all-stores rows). */
export async function listSliderBanners(db: Queryable, storeId: number, sliderId: number): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    `SELECT b.banner_id, b.slider_id, b.store_id, b.name, b.status, b.image, b.url_banner, b.newtab, b.button_name,
            b.category_select, b.color_banner_overlay, b.position
       FROM banner b JOIN banner_slider s ON s.slider_id = b.slider_id AND s.status = 1
      WHERE b.slider_id = $2 AND b.status = 1
        AND (b.store_id = $1 OR (b.store_id = 0 AND NOT EXISTS (
              SELECT 1 FROM banner o WHERE o.slider_id = b.slider_id AND o.store_id = $1 AND o.status = 1)))
      ORDER BY b.position, b.banner_id`,
    [storeId, sliderId]
  );
}
