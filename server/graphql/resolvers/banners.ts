/** mpBannerSlider (home hero banners) and activePromo. */
import type { GraphQLContext } from '../context';
import { activePromo, sliderBanners } from '../../services/banners';

export default {
  Query: {
    mpBannerSlider: (_root: unknown, args: { banner_id?: number | null; slider_id?: number | null }, ctx: GraphQLContext) =>
      sliderBanners(ctx, args.banner_id ?? args.slider_id),
    activePromo: (_root: unknown, _args: unknown, ctx: GraphQLContext) => activePromo(ctx)
  }
};
