/** cmsPage, cmsBlocks and cmsPages (Magento's messages and error categories). */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { inputError, noSuchEntityError } from '../../domain/errors';
import { findCmsBlocks, findCmsPageById, findCmsPageByIdentifier, listCmsPages } from '../../repositories/cms';
import { findStoreViewById } from '../../repositories/stores';
import { renderCmsContent } from '../../services/cmsContent';
import { cmsPageOutput } from '../../services/routing';

export default {
  Query: {
    cmsPage: async (_root: unknown, args: { id?: number | null; identifier?: string | null }, ctx: GraphQLContext) => {
      if (args.identifier == null && args.id == null) throw inputError('REQUIRED_FIELD_MISSING', 'Page id/identifier should be specified', { field: 'identifier' });
      const key = args.identifier ?? String(args.id);
      const page = args.identifier != null
        ? await findCmsPageByIdentifier(ctx.db, ctx.store.id, args.identifier)
        : await findCmsPageById(ctx.db, ctx.store.id, args.id as number);
      if (!page) throw noSuchEntityError('CMS_PAGE_NOT_FOUND', `The CMS page with the "${key}" ID doesn't exist.`);
      return cmsPageOutput(ctx, page, { relativeUrl: page.identifier, redirectCode: 0 });
    },
    cmsBlocks: async (_root: unknown, args: { identifiers?: (string | null)[] | null }, ctx: GraphQLContext) => {
      const identifiers = (args.identifiers ?? []).filter((i): i is string => Boolean(i && i.trim())).map((i) => i.trim());
      if (identifiers.length === 0) throw inputError('REQUIRED_FIELD_MISSING', '"identifiers" of CMS blocks should be specified', { field: 'identifiers' });
      const rows = await findCmsBlocks(ctx.db, ctx.store.id, identifiers);
      const items = await Promise.all(
        identifiers.map(async (identifier) => {
          const block = rows.find((b) => b.identifier === identifier || String(b.block_id) === identifier);
          // A missing block becomes a null item plus an error at its path, as Magento answers.
          if (!block) return noSuchEntityError('CMS_BLOCK_NOT_FOUND', `The CMS block with the "${identifier}" ID doesn't exist.`);
          addCacheTags(ctx, `cms_b_${block.block_id}`, `cms_b_${block.identifier}`);
          return { identifier: block.identifier, title: block.title, content: await renderCmsContent(ctx, block.content) };
        })
      );
      return { items };
    },
    cmsPages: async (
      _root: unknown,
      args: { store_id?: number | null; url_key?: string | null; pageSize?: number | null; currentPage?: number | null },
      ctx: GraphQLContext
    ) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
      if (currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
      const store = args.store_id == null ? ctx.store : await findStoreViewById(ctx.db, args.store_id);
      if (!store) throw inputError('STORE_NOT_FOUND', 'Requested store is not found');
      const scoped = { ...ctx, store };
      const { rows, total } = await listCmsPages(ctx.db, store.id, args.url_key?.trim() || null, pageSize, (currentPage - 1) * pageSize);
      addCacheTags(ctx, 'cms_p');
      return {
        total_count: total,
        items: await Promise.all(rows.map((p) => cmsPageOutput(scoped, p, { relativeUrl: p.identifier, redirectCode: 0 })))
      };
    }
  }
};
