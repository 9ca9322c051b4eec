/** The blog (Amasty Blog GraphQL) on the seeded demo store. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const POSTS = `query($type: AmBlogPageType, $page: Int, $entityId: Int) {
  amBlogPosts(type: $type, page: $page, entityId: $entityId) {
    all_post_size total_divided_by_visible
    items { post_id title url_key short_content full_content published_at views post_thumbnail list_thumbnail categories tag_ids
            comment_count status author_id author { name } tags { name url_key } }
  }
}`;

test('settings', async () => {
  const { data } = await gql('{ amBlogSetting { display_settings_label display_settings_display_at_category list_count_per_page search_engine_route comments_autoapprove } }');
  expect(data.amBlogSetting).toEqual({ display_settings_label: 'Blog', display_settings_display_at_category: true, list_count_per_page: 9, search_engine_route: 'blog', comments_autoapprove: false });
});

describe('amBlogPosts list kinds', () => {
  test('ALL: 20 published posts per store view, newest first, 9 per page', async () => {
    const first = (await gql(POSTS, { type: 'ALL', page: 1 })).data.amBlogPosts;
    expect(first.all_post_size).toBe(20);
    expect(first.total_divided_by_visible).toBe(3);
    expect(first.items).toHaveLength(9);
    expect(first.items[0].title).toBe('De câtă proteină ai nevoie zilnic?');
    const dates = first.items.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items[0].post_thumbnail).toMatch(/^\/media\/amasty\/blog\/ro\/.+\.jpg$/);
    expect(first.items[0].full_content.split('<p>').length - 1).toBeGreaterThanOrEqual(3);
    const third = (await gql(POSTS, { type: 'ALL', page: 3 })).data.amBlogPosts;
    expect(third.items).toHaveLength(2);
    const en = (await gql(POSTS, { type: 'ALL', page: 1 }, 'en_storeview')).data.amBlogPosts;
    expect(en.items[0].title).toBe('How much protein do you need each day?');
    expect(en.all_post_size).toBe(20);
  });

  test('CATEGORY includes subcategories; AUTHOR and TAG filter', async () => {
    const categories = (await gql('{ amBlogCategories { items { category_id name parent_id path sort_order url_key post_count } } }')).data.amBlogCategories.items;
    const nutrition = categories.find((c: { url_key: string }) => c.url_key === 'nutritie');
    const supplements = categories.find((c: { url_key: string }) => c.url_key === 'suplimente');
    expect(supplements).toMatchObject({ parent_id: String(nutrition.category_id), path: `${nutrition.category_id}/${supplements.category_id}` });
    const byCategory = (await gql(POSTS, { type: 'CATEGORY', entityId: nutrition.category_id })).data.amBlogPosts;
    expect(byCategory.all_post_size).toBeGreaterThan(nutrition.post_count);
    for (const p of byCategory.items) {
      const ids = p.categories.split(',').map(Number);
      expect(ids.includes(nutrition.category_id) || ids.includes(supplements.category_id)).toBe(true);
    }
    const author = (await gql('{ amBlogAuthors { items { author_id name url_key } } }')).data.amBlogAuthors.items.find((a: { url_key: string }) => a.url_key === 'ioana-dumitru');
    const byAuthor = (await gql(POSTS, { type: 'AUTHOR', entityId: author.author_id })).data.amBlogPosts;
    expect(byAuthor.all_post_size).toBe(4);
    expect(byAuthor.items.every((p: { author: { name: string } }) => p.author.name === 'Ioana Dumitru')).toBe(true);
    const tags = (await gql('{ amBlogTags { items { tag_id name url_key post_count } } }')).data.amBlogTags.items;
    const vegan = tags.find((tg: { url_key: string }) => tg.url_key === 'vegan');
    const byTag = (await gql(POSTS, { type: 'TAG', entityId: vegan.tag_id })).data.amBlogPosts;
    expect(byTag.all_post_size).toBe(vegan.post_count);
    expect(byTag.items.every((p: { tags: Array<{ url_key: string }> }) => p.tags.some((tg) => tg.url_key === 'vegan'))).toBe(true);
  });

  test('SEARCH ignores diacritics; POST by url key and id', async () => {
    const search = (await gql('query($q: String) { amBlogPostsSearch(query: $q) { all_post_size items { title } } }', { q: 'creatina' })).data.amBlogPostsSearch;
    expect(search.items[0].title).toBe('Creatina: ghidul complet pentru începători');
    const proteina = (await gql('query($q: String) { amBlogPostsSearch(query: $q) { all_post_size } }', { q: 'proteina' })).data.amBlogPostsSearch;
    expect(proteina.all_post_size).toBeGreaterThan(3);
    const post = (await gql('{ amBlogPost(urlKey: "clatite-proteice-cu-banana") { post_id title comment_count author { name } vote { plus minus } } }')).data.amBlogPost;
    expect(post).toMatchObject({ title: 'Clătite proteice cu banană, gata în 10 minute', comment_count: 1, author: { name: 'Ioana Dumitru' } });
    const byId = (await gql('query($id: Int) { amBlogPost(id: $id) { url_key } }', { id: post.post_id })).data.amBlogPost;
    expect(byId.url_key).toBe('clatite-proteice-cu-banana');
    const missing = await gql('{ amBlogPost(urlKey: "nope") { title } }');
    expect(missing.errors[0].extensions.category).toBe('graphql-no-such-entity');
    // A post of the other store view is not found here.
    expect((await gql('{ amBlogPost(urlKey: "clatite-proteice-cu-banana") { title } }', {}, 'en_storeview')).errors[0].extensions.category).toBe('graphql-no-such-entity');
  });

  test('scheduled posts stay hidden; bad page is an input error', async () => {
    const search = (await gql('{ amBlogPostsSearch(query: "curând") { all_post_size } }')).data.amBlogPostsSearch;
    expect(search.all_post_size).toBe(0);
    const bad = await gql(POSTS, { type: 'ALL', page: 0 });
    expect(bad.errors[0]).toMatchObject({ message: 'currentPage value must be greater than 0.', extensions: { category: 'graphql-input' } });
    const noEntity = await gql(POSTS, { type: 'TAG' });
    expect(noEntity.errors[0].extensions.category).toBe('graphql-input');
  });
});

describe('comments', () => {
  const COMMENTS = 'query($id: Int) { amBlogComments(postId: $id) { items { comment_id status name message created_at } } }';

  test('only approved comments are shown, replies with the comment they answer; a nameless one has a null name', async () => {
    const post = (await gql('{ amBlogPost(urlKey: "de-cata-proteina-ai-nevoie-zilnic") { post_id comment_count } }')).data.amBlogPost;
    const items = (await gql(COMMENTS, { id: post.post_id })).data.amBlogComments.items;
    expect(items.map((c: { name: string }) => c.name)).toEqual(['Radu', 'Elena M.', 'Andreea Popescu', 'Elena M.']);
    expect(items.every((c: { status: string }) => c.status === '2')).toBe(true);
    expect(post.comment_count).toBe(4);
    const threads = (await gql('query($id: Int) { amBlogComments(postId: $id) { items { comment_id reply_to } } }', { id: post.post_id })).data.amBlogComments.items;
    expect(threads[0].reply_to).toBeNull();
    expect(String(threads[2].reply_to)).toBe(String(threads[1].comment_id));
    expect(String(threads[3].reply_to)).toBe(String(threads[2].comment_id));
    const creatine = (await gql('{ amBlogPost(urlKey: "creatina-ghidul-complet-pentru-incepatori") { post_id } }')).data.amBlogPost;
    const anonymous = (await gql(COMMENTS, { id: creatine.post_id })).data.amBlogComments.items.find((c: { name: string | null }) => c.name === null);
    expect(anonymous.message).toBe('Se poate lua și în zilele fără antrenament?');
  });

  test('a new comment waits for approval (status 1) and is not listed', async () => {
    const post = (await gql('{ amBlogPost(urlKey: "omega-3-beneficii-si-cum-alegi") { post_id } }')).data.amBlogPost;
    const res = await gql('mutation($input: AmBlogLeaveCommentInput!) { amBlogLeaveComment(input: $input) { comment { status name message } } }',
      { input: { post_id: post.post_id, message: 'Ce doză recomandați pentru copii?', name: 'Ana', email: 'ana@example.ro' } });
    expect(res.data.amBlogLeaveComment.comment).toEqual({ status: '1', name: 'Ana', message: 'Ce doză recomandați pentru copii?' });
    expect((await gql(COMMENTS, { id: post.post_id })).data.amBlogComments.items).toEqual([]);
    const empty = await gql('mutation { amBlogLeaveComment(input: { post_id: 1, message: "  " }) { comment { status } } }');
    expect(empty.errors[0].extensions.category).toBe('graphql-input');
  });

  test('no commenter’s e-mail address or customer id in a public answer (the name they gave is)', async () => {
    const post = (await gql('{ amBlogPost(urlKey: "de-cata-proteina-ai-nevoie-zilnic") { post_id } }')).data.amBlogPost;
    const left = await gql('mutation($input: AmBlogLeaveCommentInput!) { amBlogLeaveComment(input: $input) { comment { comment_id name email customer_id } } }',
      { input: { post_id: post.post_id, message: 'Și pentru vegetarieni?', name: 'Mihai', email: 'mihai@example.ro' } });
    const comment = left.data.amBlogLeaveComment.comment;
    expect(comment).toMatchObject({ name: 'Mihai', email: null, customer_id: null });
    // Approved, it is listed: still without the address the store keeps.
    await t.db.query('UPDATE blog_comment SET status = 2 WHERE comment_id = $1', [comment.comment_id]);
    expect(await t.db.query('SELECT email FROM blog_comment WHERE comment_id = $1', [comment.comment_id])).toEqual([{ email: 'mihai@example.ro' }]);
    const items = (await gql('query($id: Int) { amBlogComments(postId: $id) { items { name email customer_id } } }', { id: post.post_id })).data.amBlogComments.items;
    expect(items).toContainEqual({ name: 'Mihai', email: null, customer_id: null });
    expect(JSON.stringify(items)).not.toContain('@');
    await t.db.query('DELETE FROM blog_comment WHERE comment_id = $1', [comment.comment_id]);
  });

  test('votes: PLUS and MINUS count, UPDATE only reads', async () => {
    const post = (await gql('{ amBlogPost(urlKey: "magneziul-forme-doze-si-cand-il-iei") { post_id vote { plus minus } } }')).data.amBlogPost;
    const vote = (type: string) => gql(`mutation { amBlogLeaveVote(input: { post_id: ${post.post_id}, type: ${type} }) { data { plus minus } voted { plus minus } } }`);
    const plus = (await vote('PLUS')).data.amBlogLeaveVote;
    expect(plus).toEqual({ data: { plus: post.vote.plus + 1, minus: post.vote.minus }, voted: { plus: 1, minus: 0 } });
    const update = (await vote('UPDATE')).data.amBlogLeaveVote;
    expect(update.data).toEqual(plus.data);
  });
});
