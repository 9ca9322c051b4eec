/** CMS pages and blocks. A row with store_id 0 serves every store view; a store's own row wins. */
import type { Queryable } from '../db/client';

export interface CmsPageRow extends Record<string, unknown> {
  page_id: number;
  store_id: number;
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
}

export interface CmsBlockRow extends Record<string, unknown> {
  block_id: number;
  store_id: number;
  identifier: string;
  title: string;
  content: string;
}

const PAGE_COLUMNS = `page_id, store_id, identifier, title, content_heading, content, page_layout,
  meta_title, meta_keywords, meta_description`;

export async function findCmsPageByIdentifier(db: Queryable, storeId: number, identifier: string): Promise<CmsPageRow | undefined> {
  return db.one<CmsPageRow>(
    `SELECT ${PAGE_COLUMNS} FROM cms_page
      WHERE identifier = $2 AND store_id IN (0, $1) AND is_active
      ORDER BY store_id DESC LIMIT 1`,
    [storeId, identifier]
  );
}

/** By id, only if the page is visible in the store view. */
export async function findCmsPageById(db: Queryable, storeId: number, pageId: number): Promise<CmsPageRow | undefined> {
  return db.one<CmsPageRow>(
    `SELECT ${PAGE_COLUMNS} FROM cms_page WHERE page_id = $2 AND store_id IN (0, $1) AND is_active`,
    [storeId, pageId]
  );
}

/** Pages of a store view whose identifier contains the given part (the chrome's "pages by URL part"). */
export async function listCmsPages(
  db: Queryable,
  storeId: number,
  urlKeyPart: string | null,
  limit: number,
  offset: number
): Promise<{ rows: CmsPageRow[]; total: number }> {
  const pattern = urlKeyPart ? `%${urlKeyPart.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const where = `store_id IN (0, $1) AND is_active AND identifier ILIKE $2
    AND NOT EXISTS (SELECT 1 FROM cms_page o WHERE o.identifier = p.identifier AND o.store_id = $1 AND p.store_id = 0)`;
  const [rows, count] = await Promise.all([
    db.query<CmsPageRow>(
      `SELECT ${PAGE_COLUMNS} FROM cms_page p WHERE ${where} ORDER BY sort_order, identifier LIMIT $3 OFFSET $4`,
      [storeId, pattern, limit, offset]
    ),
    db.one<{ total: number }>(`SELECT count(*)::int AS total FROM cms_page p WHERE ${where}`, [storeId, pattern])
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Identifier of each of the given page ids, in whatever store they live (for the RO/EN switch). */
export async function findCmsPageIdentifiers(db: Queryable, pageIds: readonly number[]): Promise<Map<number, string>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db.query<{ page_id: number; identifier: string }>(
    'SELECT page_id, identifier FROM cms_page WHERE page_id = ANY($1::int[])',
    [pageIds]
  );
  return new Map(rows.map((r) => [r.page_id, r.identifier]));
}

/** Blocks by identifier or numeric id (Magento accepts both), visible in the store view. */
export async function findCmsBlocks(db: Queryable, storeId: number, identifiers: readonly string[]): Promise<CmsBlockRow[]> {
  if (identifiers.length === 0) return [];
  const ids = identifiers.filter((i) => /^\d+$/.test(i)).map(Number);
  return db.query<CmsBlockRow>(
    `SELECT DISTINCT ON (identifier) block_id, store_id, identifier, title, content
       FROM cms_block
      WHERE store_id IN (0, $1) AND is_active
        AND (identifier = ANY($2::text[]) OR block_id = ANY($3::int[]))
      ORDER BY identifier, store_id DESC`,
    [storeId, identifiers, ids]
  );
}

export async function insertCmsPage(db: Queryable, page: Omit<CmsPageRow, 'page_id'> & { sort_order?: number }): Promise<number> {
  const row = await db.one<{ page_id: number }>(
    `INSERT INTO cms_page (store_id, identifier, title, content_heading, content, page_layout,
                           meta_title, meta_keywords, meta_description, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING page_id`,
    [page.store_id, page.identifier, page.title, page.content_heading, page.content, page.page_layout,
     page.meta_title, page.meta_keywords, page.meta_description, page.sort_order ?? 0]
  );
  return row!.page_id;
}

export async function insertCmsBlock(db: Queryable, block: Omit<CmsBlockRow, 'block_id'>): Promise<number> {
  const row = await db.one<{ block_id: number }>(
    `INSERT INTO cms_block (store_id, identifier, title, content) VALUES ($1, $2, $3, $4) RETURNING block_id`,
    [block.store_id, block.identifier, block.title, block.content]
  );
  return row!.block_id;
}

/** A page by id whatever store view it belongs to (the RO/EN switch starts from the other view's page). */
export async function findCmsPageByIdAnyStore(db: Queryable, pageId: number): Promise<CmsPageRow | undefined> {
  return db.one<CmsPageRow>(`SELECT ${PAGE_COLUMNS} FROM cms_page WHERE page_id = $1 AND is_active`, [pageId]);
}

export async function updateCmsPageContent(db: Queryable, pageId: number, content: string): Promise<void> {
  await db.query('UPDATE cms_page SET content = $2, updated_at = now() WHERE page_id = $1', [pageId, content]);
}
