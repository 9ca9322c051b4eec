import type { BlogCommentFieldsFragment } from '../blog.generated';
import { buildCommentTree, type CommentNode } from './commentTree';

const c = (comment_id: number | null, reply_to: string | null = null): BlogCommentFieldsFragment => ({
  __typename: 'AmBlogComment',
  comment_id,
  reply_to,
  name: `Author ${comment_id}`,
  message: `Message ${comment_id}`,
  created_at: null,
  status: '2'
});

/** The tree as [id, [replies]] pairs, easy to compare. */
type Shape = Array<[number | null, Shape]>;
const shape = (nodes: CommentNode[]): Shape => nodes.map((node) => [node.comment.comment_id, shape(node.replies)]);

describe('buildCommentTree', () => {
  it('puts replies under the comment they answer, keeping the order among siblings', () => {
    const tree = buildCommentTree([c(1), c(2), c(3, '1'), c(4, '2'), c(5, '1'), c(6, '3')]);
    expect(shape(tree)).toEqual([
      [1, [[3, [[6, []]]], [5, []]]],
      [2, [[4, []]]]
    ]);
  });

  it('is empty for no comments and flat for comments without replies', () => {
    expect(buildCommentTree([])).toEqual([]);
    expect(shape(buildCommentTree([c(1), c(2)]))).toEqual([[1, []], [2, []]]);
  });

  it('keeps a reply whose parent is not shown (pending, rejected, removed) at the top level', () => {
    expect(shape(buildCommentTree([c(1), c(2, '99'), c(3, '2')]))).toEqual([[1, []], [2, [[3, []]]]]);
  });

  it('copes with empty, self and looping reply_to values', () => {
    expect(shape(buildCommentTree([c(1, ''), c(2, '2'), c(null, '1')]))).toEqual([[1, [[null, []]]], [2, []]]);
    // 3 and 4 answer each other: both stay at the top; 5 answers 3 and goes under it.
    expect(shape(buildCommentTree([c(3, '4'), c(4, '3'), c(5, '3')]))).toEqual([[3, [[5, []]]], [4, []]]);
  });

  it('nests at most maxDepth levels; deeper replies join the last level', () => {
    const chain = [c(1), c(2, '1'), c(3, '2'), c(4, '3'), c(5, '4')];
    expect(shape(buildCommentTree(chain, 2))).toEqual([[1, [[2, [[3, []], [4, []], [5, []]]]]]]);
    expect(shape(buildCommentTree(chain, 1))).toEqual([[1, [[2, []], [3, []], [4, []], [5, []]]]]);
    expect(shape(buildCommentTree(chain))).toEqual([[1, [[2, [[3, [[4, [[5, []]]]]]]]]]]);
  });
});
