/** CategoryInterface.cms_block (Magento's CatalogCmsGraphQl): a category's landing block, null without one. */
import { testAppForFile } from '../../../test/helpers/server';
import { listCategories, setCategoryLandingPage } from '../../repositories/catalogCategories';
import { insertCmsBlock } from '../../repositories/cms';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const CATEGORY = `query($uid: String!) { categories(filters: { category_uid: { eq: $uid } }) {
  items { uid name display_mode landing_page cms_block { identifier title content } children { uid cms_block { identifier } } }
} }`;

const uid = (id: number) => Buffer.from(String(id)).toString('base64');
let withBlock: { id: number; uid: string };
let without: { uid: string };
let blockId: number;

// Before any query: the servers keep the category tree a few seconds.
beforeAll(async () => {
  const [first, second] = (await listCategories(t.db, 1)).filter((c) => c.parent_id === 2);
  withBlock = { id: first.category_id, uid: uid(first.category_id) };
  without = { uid: uid(second.category_id) };
  blockId = await insertCmsBlock(t.db, {
    store_id: 0, identifier: 'category-landing-test', title: 'Ghid',
    content: '<div data-content-type="row" data-appearance="contained" data-element="main"><p>Cum alegi</p></div>'
  });
  await setCategoryLandingPage(t.db, withBlock.id, 1, blockId);
});

test("a category with a landing block answers it, rendered as cmsBlocks renders it", async () => {
  const { data, errors } = await gql(CATEGORY, { uid: withBlock.uid });
  expect(errors).toBeUndefined();
  const [category] = data.categories.items;
  expect(category.landing_page).toBe(blockId);
  expect(category.cms_block).toMatchObject({ identifier: 'category-landing-test', title: 'Ghid' });
  const blocks = await gql('{ cmsBlocks(identifiers: ["category-landing-test"]) { items { content } } }');
  expect(category.cms_block.content).toBe(blocks.data.cmsBlocks.items[0].content);
  expect(category.cms_block.content).toContain('Cum alegi');
  expect(category.display_mode).toBe('PRODUCTS');
});

test('a category without one answers null, as do its children and the other store view', async () => {
  const { data, errors } = await gql(CATEGORY, { uid: without.uid });
  expect(errors).toBeUndefined();
  expect(data.categories.items[0]).toMatchObject({ landing_page: null, cms_block: null });
  const children = (await gql(CATEGORY, { uid: withBlock.uid })).data.categories.items[0].children;
  expect(children.every((child: { cms_block: unknown }) => child.cms_block === null)).toBe(true);
  const english = await gql(CATEGORY, { uid: withBlock.uid }, 'en_storeview');
  expect(english.errors).toBeUndefined();
  expect(english.data.categories.items[0].cms_block).toBeNull();
});
