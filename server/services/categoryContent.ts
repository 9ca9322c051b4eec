/**
 * A category's CMS content (Magento's CatalogCmsGraphQl): the landing block the category shows, rendered
 * as cmsBlocks renders blocks. Loaded through a per-request loader: a category tree asking every
 * category's block costs one query.
 */
import { addCacheTags, perRequestLoader, type RequestContext } from '../domain/context';
import { findCmsBlocks, type CmsBlockRow } from '../repositories/cms';
import type { CategoryRecord } from './catalog';
import { renderCmsContent } from './cmsContent';

export interface CmsBlockOutput {
  identifier: string;
  title: string;
  content: string;
}

/** CategoryInterface.cms_block: the category's landing block in the store view, or null when it has none (or it is disabled). */
export async function categoryCmsBlock(ctx: RequestContext, category: Pick<CategoryRecord, 'landing_page'>): Promise<CmsBlockOutput | null> {
  if (category.landing_page === null) return null;
  const block = await perRequestLoader<number, CmsBlockRow | null>(ctx, 'catalog.landingBlocks', async (ids) => {
    const rows = await findCmsBlocks(ctx.db, ctx.store.id, ids.map(String));
    return ids.map((id) => rows.find((row) => row.block_id === id) ?? null);
  }).load(category.landing_page);
  if (!block) return null;
  addCacheTags(ctx, `cms_b_${block.block_id}`, `cms_b_${block.identifier}`);
  return { identifier: block.identifier, title: block.title, content: await renderCmsContent(ctx, block.content) };
}
