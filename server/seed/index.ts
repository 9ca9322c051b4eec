/**
 * Seeds the demo store on first start of an empty database, never twice (seed_state rows).
 * Content (store views, config, CMS, blog, shops, banners) first, then the catalogue, which links
 * its categories and products into url_rewrite, then the sales settings and the customers whose past
 * orders make a third of the catalogue's reviews verified buyers' (sales/customers.ts).
 */
import type { Db } from '../db/client';
import { seedContent } from './content';
import { backfillFoodInformation, seedCatalog } from './catalog';
import { seedSales } from './sales';
import { seedCustomerHistory } from './sales/customers';

export interface SeedOptions {
  /** Number of products in the catalogue (demo default ~400; benchmarks use 50000). */
  products?: number;
  /** Folder where product, category and banner images are written (served under /media). */
  mediaDir: string;
  log?: (message: string) => void;
}

export const DEFAULT_PRODUCT_COUNT = 420;

export async function isSeeded(db: Db, name: string): Promise<boolean> {
  return Boolean(await db.one('SELECT name FROM seed_state WHERE name = $1', [name]));
}

export async function seed(db: Db, options: SeedOptions): Promise<{ seeded: string[] }> {
  const log = options.log ?? (() => undefined);
  const seeded: string[] = [];
  if (!(await isSeeded(db, 'content'))) {
    log('seeding content (store views, CMS, blog, shops, banners)');
    await seedContent(db, { mediaDir: options.mediaDir });
    await db.query('INSERT INTO seed_state (name) VALUES ($1)', ['content']);
    seeded.push('content');
  }
  if (!(await isSeeded(db, 'catalog'))) {
    const products = options.products ?? DEFAULT_PRODUCT_COUNT;
    log(`seeding catalogue (${products} products)`);
    await seedCatalog(db, { products, mediaDir: options.mediaDir });
    await db.query('INSERT INTO seed_state (name, detail) VALUES ($1, $2)', ['catalog', JSON.stringify({ products })]);
    seeded.push('catalog');
  } else {
    // A catalogue seeded before migration 020: its food information, once.
    await backfillFoodInformation(db, log);
  }
  if (!(await isSeeded(db, 'sales'))) {
    log('seeding sales settings (delivery methods, parcel lockers, coupons) and customers with past orders and reviews');
    await seedSales(db);
    await seedCustomerHistory(db);
    await db.query('INSERT INTO seed_state (name) VALUES ($1)', ['sales']);
    seeded.push('sales');
  }
  return { seeded };
}
