/**
 * Fixtures for the platform's own GraphQL tests: a schema folder with base.graphql only, two store views
 * inserted by hand, and test-only fields. They keep the plugin's tests independent of the domain schema.
 * Not used at run time.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/db/client';
import { addCacheTags, markPrivate } from '../../server/domain/context';
import { noSuchEntityError } from '../../server/domain/errors';
import type { GraphQLContext } from '../../server/graphql/context';
import { SCHEMA_DIR, type ResolverMap } from '../../server/graphql';

/** A schema folder holding only base.graphql, and an empty resolver folder. */
export function platformOnlyDirs(): { schemaDir: string; resolversDir: string } {
  const schemaDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-schema-'));
  copyFileSync(path.join(SCHEMA_DIR, 'base.graphql'), path.join(schemaDir, 'base.graphql'));
  const resolversDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-resolvers-'));
  return { schemaDir, resolversDir };
}

/**
 * The two store views of the shop (migration 002 creates them; this makes sure they exist and sets what
 * the tests rely on: RON plus EUR on the default view, RON only on the English one).
 */
export async function insertStoreViews(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO store_website (website_id, code, name) VALUES (1, 'base', 'Main Website') ON CONFLICT DO NOTHING;
    INSERT INTO store_group (group_id, website_id, code, name, root_category_id)
      VALUES (1, 1, 'main_website_store', 'Main Website Store', 2) ON CONFLICT DO NOTHING;
    INSERT INTO store (store_id, code, name, group_id, website_id, locale, path_prefix, available_currency_codes, sort_order)
    VALUES (1, 'default', 'Romana', 1, 1, 'ro_RO', '', ARRAY['RON','EUR'], 0),
           (2, 'en_storeview', 'English', 1, 1, 'en_US', 'en', ARRAY['RON'], 1)
    ON CONFLICT (store_id) DO UPDATE SET code = EXCLUDED.code, locale = EXCLUDED.locale, is_active = true,
      default_display_currency_code = 'RON', available_currency_codes = EXCLUDED.available_currency_codes;
  `);
}

export const TEST_SCHEMA = /* GraphQL */ `
  type TestStoreInfo {
    code: String!
    locale: String!
    currency: String!
    token: String
  }
  type TestNode {
    id: Int!
    child: TestNode
  }
  extend type Query {
    echo(text: String): String
    storeInfo: TestStoreInfo!
    taggedAnswer: String
    privateAnswer: String
    brokenAnswer: String
    missingEntity: String
    node: TestNode
  }
  extend type Mutation {
    touch: Boolean
  }
`;

export const TEST_RESOLVERS: ResolverMap = {
  Query: {
    echo: (_: unknown, args: { text?: string }) => args.text ?? 'echo',
    storeInfo: (_: unknown, __: unknown, ctx: GraphQLContext) => ({
      code: ctx.store.code,
      locale: ctx.store.locale,
      currency: ctx.currency,
      token: ctx.bearerToken
    }),
    taggedAnswer: (_: unknown, __: unknown, ctx: GraphQLContext) => {
      addCacheTags(ctx, 'cat_p_1', 'cms_b_footer');
      return 'tagged';
    },
    privateAnswer: (_: unknown, __: unknown, ctx: GraphQLContext) => {
      markPrivate(ctx);
      return 'private';
    },
    brokenAnswer: () => {
      throw new Error('connection to postgres://admin:secret@db failed');
    },
    missingEntity: () => {
      throw noSuchEntityError('PRODUCT_NOT_FOUND', 'Could not find a product with SKU "nope"');
    },
    node: () => ({ id: 1 })
  },
  TestNode: {
    child: (parent: { id: number }) => ({ id: parent.id + 1 })
  },
  Mutation: {
    touch: () => true
  }
};
