/**
 * Catalogue benchmarks for `npm run bench`: the category page query (24 products with prices and their
 * Omnibus prior prices, images, stock, configurable options and layered-navigation aggregations) and the
 * search-suggestion query (3 products, as the autocomplete sends it), timed through the real GraphQL endpoint (app.inject).
 * DESIGN.md §6 budgets on 50,000 products: category p95 ≤ 30 ms, suggestions p95 ≤ 15 ms.
 */
import type { FastifyInstance } from 'fastify';

export const CATEGORY_PAGE_QUERY = /* GraphQL */ `
  query CategoryPage($uid: String!, $pageSize: Int!, $currentPage: Int!, $sort: ProductAttributeSortInput) {
    products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info { current_page page_size total_pages }
      sort_fields { default options { label value } }
      aggregations { attribute_code label count position options { label value count } }
      items {
        __typename uid id sku name url_key url_suffix stock_status rating_summary review_count
        gnc_tip_de_promotie gnc_etichete_promotie gnc_eticheta_speciala data_expirarii aroma
        small_image { url label }
        price { regularPrice { amount { value currency } } }
        price_range {
          minimum_price {
            regular_price { value currency } final_price { value currency } discount { amount_off percent_off }
            prior_price { amount { value currency } percent_off reduction_since }
          }
          maximum_price {
            regular_price { value currency } final_price { value currency } discount { amount_off percent_off }
            prior_price { amount { value currency } percent_off reduction_since }
          }
        }
        ... on ConfigurableProduct {
          configurable_options { uid attribute_code label values { uid label swatch_data { value } } }
          variants { attributes { uid code } product { uid sku stock_status thumbnail { url } } }
        }
      }
    }
  }`;

/** What the autocomplete sends: the text, page 1, page size 3, and the suggestion and result fields. */
export const SEARCH_SUGGESTIONS_QUERY = /* GraphQL */ `
  query GetAutocompleteResults($inputText: String!) {
    products(search: $inputText, currentPage: 1, pageSize: 3) {
      aggregations { label count attribute_code options { label value count } position }
      items {
        id uid sku name url_key url_suffix
        small_image { url }
        price { regularPrice { amount { value currency } } }
        price_range { maximum_price { final_price { currency value } discount { amount_off } } }
      }
      page_info { total_pages }
      total_count
    }
  }`;

export interface LatencyStats {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function stats(name: string, samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { name, runs: samples.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: sorted[sorted.length - 1] };
}

async function timeQuery(app: FastifyInstance, query: string, variables: Record<string, unknown>, store: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  const body = response.json() as { errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`benchmark query failed: ${body.errors[0].message}`);
  return elapsed;
}

/** Category pages of every top-level category in turn, pages 1–3, both store views. */
export async function benchCategoryQuery(app: FastifyInstance, runs = 200): Promise<LatencyStats> {
  const uids = ['4', '5', '7', '3', '8', '9', '10', '11', '20', '2'].map((id) => Buffer.from(id).toString('base64'));
  const samples: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const variables = { uid: uids[i % uids.length], pageSize: 24, currentPage: 1 + (i % 3) };
    const ms = await timeQuery(app, CATEGORY_PAGE_QUERY, variables, i % 2 ? 'en_storeview' : 'default');
    if (i >= 10) samples.push(ms); // the first runs warm caches and the JIT
  }
  return stats('category page (24 products + aggregations)', samples);
}

/** Autocomplete searches as a shopper types them: prefixes, whole words, a typo, a brand, a SKU. */
export async function benchSearchSuggestions(app: FastifyInstance, runs = 200): Promise<LatencyStats> {
  const texts = ['prot', 'proteina', 'whey', 'creatina', 'vitamina d', 'omega', 'protien', 'gnc', 'magneziu', 'ashwagandha', 'bcaa', 'ON-00012'];
  const samples: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const ms = await timeQuery(app, SEARCH_SUGGESTIONS_QUERY, { inputText: texts[i % texts.length] }, i % 2 ? 'en_storeview' : 'default');
    if (i >= 10) samples.push(ms);
  }
  return stats('search suggestions (3 products)', samples);
}
