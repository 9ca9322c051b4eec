// A carousel of product tiles (the Page Builder products carousel, the home page's new products): as
// many tiles per view as the container's width takes, 1rem apart.
import Carousel, { type CarouselProps } from '../Carousel';
import ProductTile, { type ProductTileFieldsFragment } from '../ProductTile';

/** Product tiles per view by container width. */
const PRODUCT_CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, slidesToShow: 2 },
  { minWidth: 720, slidesToShow: 3 },
  { minWidth: 960, slidesToShow: 4 },
  { minWidth: 1200, slidesToShow: 5 }
] as const;

export interface ProductCarouselProps extends Omit<CarouselProps, 'children' | 'breakpoints' | 'slidesToShow' | 'gap'> {
  products: readonly ProductTileFieldsFragment[];
  tileClassName?: string;
}

export default function ProductCarousel({ products, tileClassName, ...carousel }: ProductCarouselProps) {
  return (
    <Carousel {...carousel} breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS} gap="1rem">
      {products.map((product) => (
        <ProductTile key={product.uid} product={product} className={tileClassName} />
      ))}
    </Carousel>
  );
}
