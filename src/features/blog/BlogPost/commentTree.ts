// Threads a post's comments: a comment whose reply_to names another shown comment goes under it.
import type { BlogCommentFieldsFragment } from '../blog.generated';

export interface CommentNode {
  comment: BlogCommentFieldsFragment;
  replies: CommentNode[];
}

/** How deep replies nest on screen; deeper replies join the thread at the last level. */
export const MAX_REPLY_DEPTH = 4;

const idOf = (value: number | string | null | undefined): string | undefined => {
  const text = value == null ? '' : String(value).trim();
  return text ? text : undefined;
};

/**
 * The comments as a forest, keeping the given order (oldest first) among siblings. A reply whose parent is
 * not shown (waiting for approval, rejected or removed) or that is caught in a reply_to loop stays at the
 * top level rather than disappearing. Replies nest at most `maxDepth` levels under a top-level comment.
 */
export function buildCommentTree(comments: readonly BlogCommentFieldsFragment[], maxDepth: number = MAX_REPLY_DEPTH): CommentNode[] {
  const byId = new Map<string, BlogCommentFieldsFragment>();
  for (const comment of comments) {
    const id = idOf(comment.comment_id);
    if (id !== undefined && !byId.has(id)) byId.set(id, comment);
  }
  const parentOf = (comment: BlogCommentFieldsFragment): BlogCommentFieldsFragment | undefined => {
    const parentId = idOf(comment.reply_to);
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    return parent === comment ? undefined : parent;
  };
  // A comment is at the top when it has no shown parent or when following reply_to leads back to it.
  const isTopLevel = (comment: BlogCommentFieldsFragment): boolean => {
    const seen = new Set<BlogCommentFieldsFragment>();
    for (let current = parentOf(comment); current; current = parentOf(current)) {
      if (current === comment) return true;
      if (seen.has(current)) return false; // a loop further up: the walk stops at one of its members
      seen.add(current);
    }
    return !parentOf(comment);
  };

  const nodes = new Map<BlogCommentFieldsFragment, CommentNode>(comments.map((comment) => [comment, { comment, replies: [] }]));
  const roots: CommentNode[] = [];
  const depth = Math.max(1, Math.floor(maxDepth));
  for (const comment of comments) {
    const node = nodes.get(comment) as CommentNode;
    if (isTopLevel(comment)) {
      roots.push(node);
      continue;
    }
    // Ancestors from the parent up to (and including) the top-level comment.
    const ancestors: BlogCommentFieldsFragment[] = [];
    for (let current = parentOf(comment); current; current = isTopLevel(current) ? undefined : parentOf(current)) ancestors.push(current);
    const parent = ancestors.length > depth ? ancestors[ancestors.length - depth] : ancestors[0];
    (nodes.get(parent) as CommentNode).replies.push(node);
  }
  return roots;
}

