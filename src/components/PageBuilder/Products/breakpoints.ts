/** Product tiles per view by container width (Page Builder products carousel, home new products). */
export const PRODUCT_CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, slidesToShow: 2 },
  { minWidth: 720, slidesToShow: 3 },
  { minWidth: 960, slidesToShow: 4 },
  { minWidth: 1200, slidesToShow: 5 }
] as const;
