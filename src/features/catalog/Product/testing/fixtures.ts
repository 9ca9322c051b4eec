// A configurable product for the product page tests: flavours × sizes with one combination missing and
// one sold out, a discount on one variant and stock running low on another.
import type { ProductDetails, ProductVariant } from '../productModel';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'RON' });
const price = (final: number, regular = final) => ({
  __typename: 'ProductPrice',
  final_price: money(final),
  regular_price: money(regular),
  discount: { __typename: 'ProductDiscount', amount_off: regular - final, percent_off: regular > final ? Math.round(((regular - final) / regular) * 100) : 0 },
  // A reduced variant was at its regular price for the 30 days before (the Omnibus prior price).
  prior_price:
    regular > final
      ? { __typename: 'PriorPrice', amount: money(regular), percent_off: Math.floor(((regular - final) / regular) * 100), reduction_since: '2026-11-20' }
      : null
});

export const CHOCOLATE = 'Y29uZmlndXJhYmxlLzIvMjAx';
export const VANILLA = 'Y29uZmlndXJhYmxlLzIvMjAy';
export const BANANA = 'Y29uZmlndXJhYmxlLzIvMjAz';
export const SMALL = 'Y29uZmlndXJhYmxlLzMvMzA2';
export const LARGE = 'Y29uZmlndXJhYmxlLzMvMzA3';

const attribute = (uid: string, code: string, label: string, value_index: number) => ({ __typename: 'ConfigurableAttributeOption' as const, uid, code, label, value_index });
const media = (url: string, label = '') => ({ __typename: 'ProductImage', url, label, position: 1, disabled: false });

function variant(uid: string, sku: string, attributes: ProductVariant['attributes'], final: number, options: { regular?: number; stock?: 'IN_STOCK' | 'OUT_OF_STOCK'; left?: number | null; image: string }): ProductVariant {
  return {
    __typename: 'ConfigurableVariant',
    attributes,
    product: {
      __typename: 'SimpleProduct',
      uid,
      sku,
      name: sku,
      stock_status: options.stock ?? 'IN_STOCK',
      only_x_left_in_stock: options.left ?? null,
      data_expirarii: '2027-05-26',
      // The size option's net quantity, priced per kg.
      net_quantity: attributes?.some((attribute) => attribute?.code === 'gramaj' && attribute.label === '2270 g') ? 2270 : 1000,
      net_quantity_unit: 'g',
      unit_price_basis: 'kg',
      media_gallery: [media(options.image)],
      price_range: { __typename: 'PriceRange', maximum_price: price(final, options.regular) }
    }
  } as ProductVariant;
}

const choc = attribute(CHOCOLATE, 'aroma', 'Chocolate', 201);
const van = attribute(VANILLA, 'aroma', 'Vanilla', 202);
const ban = attribute(BANANA, 'aroma', 'Banana', 203);
const small = attribute(SMALL, 'gramaj', '1000 g', 306);
const large = attribute(LARGE, 'gramaj', '2270 g', 307);

export function configurableProduct(): ProductDetails {
  return {
    __typename: 'ConfigurableProduct',
    uid: 'NzEx',
    sku: 'MP-00411',
    name: 'Impact Whey Protein',
    url_key: 'impact-whey-protein',
    url_suffix: '.html',
    canonical_url: 'impact-whey-protein.html',
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    meta_title: 'Impact Whey Protein | GNC',
    meta_description: 'Quality protein for recovery.',
    description: { __typename: 'ComplexTextValue', html: '<p>Great whey for every day.</p>' },
    short_description: { __typename: 'ComplexTextValue', html: '<p>Quality protein.</p>' },
    brand: 'MyProtein',
    rating_summary: 80,
    review_count: 3,
    gnc_tip_de_promotie: '1+1 Free',
    gnc_etichete_promotie: ['Free delivery'],
    gnc_eticheta_speciala: 'New',
    data_expirarii: '2027-01-01',
    nutrition_facts: {
      __typename: 'NutritionFacts',
      serving_size: '30 g (1 scoop)',
      servings_per_container: 33,
      rows: [
        { __typename: 'NutritionFactRow', name: 'Energy', amount: '120 kcal', daily_value: null },
        { __typename: 'NutritionFactRow', name: 'Protein', amount: '24 g', daily_value: '48%' }
      ],
      per_100: [
        { __typename: 'NutritionFactRow', name: 'Energy', amount: '1672 kJ / 400 kcal' },
        { __typename: 'NutritionFactRow', name: 'Protein', amount: '80 g' }
      ]
    },
    ingredients: 'Whey protein concentrate (<strong>milk</strong>), cocoa, emulsifier: <strong>soy</strong> lecithin.',
    allergens: ['milk', 'soy'],
    usage_instructions: 'Mix one scoop with 250 ml of water.',
    storage_conditions: 'Store in a cool, dry place.',
    food_business_operator: 'Vitalis Nutrition Retail S.R.L., Bd. Iuliu Maniu nr. 7, București',
    regulatory_category: 'food_supplement',
    food_supplement: true,
    net_quantity: null,
    net_quantity_unit: null,
    unit_price_basis: null,
    image: { __typename: 'ProductImage', url: '/media/catalog/product/i/m/impact.jpg', label: 'Impact' },
    media_gallery: [media('/media/catalog/product/i/m/impact.jpg', 'Impact'), { ...media('/media/catalog/product/l/a/label.jpg', 'Label'), position: 2 }],
    categories: [
      {
        __typename: 'CategoryTree',
        uid: 'MTE=',
        name: 'Whey protein',
        url_path: 'proteins/whey-protein',
        url_suffix: '.html',
        breadcrumbs: [{ __typename: 'Breadcrumb', category_uid: 'NA==', category_name: 'Proteins', category_url_path: 'proteins' }]
      }
    ],
    price_range: { __typename: 'PriceRange', minimum_price: price(95.99), maximum_price: price(200.9) },
    related_products: [],
    configurable_options: [
      {
        __typename: 'ConfigurableProductOptions',
        uid: 'opt-aroma',
        attribute_code: 'aroma',
        label: 'Flavour',
        position: 0,
        values: [
          { __typename: 'ConfigurableProductOptionsValues', uid: CHOCOLATE, value_index: 201, label: 'Chocolate', swatch_data: null },
          { __typename: 'ConfigurableProductOptionsValues', uid: VANILLA, value_index: 202, label: 'Vanilla', swatch_data: null },
          { __typename: 'ConfigurableProductOptionsValues', uid: BANANA, value_index: 203, label: 'Banana', swatch_data: null }
        ]
      },
      {
        __typename: 'ConfigurableProductOptions',
        uid: 'opt-size',
        attribute_code: 'gramaj',
        label: 'Size',
        position: 1,
        values: [
          { __typename: 'ConfigurableProductOptionsValues', uid: SMALL, value_index: 306, label: '1000 g', swatch_data: null },
          { __typename: 'ConfigurableProductOptionsValues', uid: LARGE, value_index: 307, label: '2270 g', swatch_data: null }
        ]
      }
    ],
    variants: [
      variant('v1', 'MP-CHOC-1000', [choc, small], 95.99, { image: '/media/catalog/product/c/h/choc.jpg' }),
      variant('v2', 'MP-CHOC-2270', [choc, large], 200.9, { image: '/media/catalog/product/c/h/choc.jpg' }),
      variant('v3', 'MP-VAN-1000', [van, small], 80, { regular: 100, left: 3, image: '/media/catalog/product/v/a/vanilla.jpg' }),
      // Vanilla 2270 g does not exist; Banana 1000 g is sold out.
      variant('v5', 'MP-BAN-1000', [ban, small], 95.99, { stock: 'OUT_OF_STOCK', image: '/media/catalog/product/b/a/banana.jpg' }),
      variant('v6', 'MP-BAN-2270', [ban, large], 199, { image: '/media/catalog/product/b/a/banana.jpg' })
    ]
  } as unknown as ProductDetails;
}
