import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';

import { useCapability } from '../../../components/Capabilities';
import type { AmBlogLeaveCommentInput } from '../../../api/schemaTypes.generated';
import { GetBlogCommentsDocument, GetBlogPostDocument, LeaveBlogCommentDocument, type BlogCommentFieldsFragment } from '../blog.generated';
import { COMMENT_STATUS } from '../blogRoute';
import { useBlogSetting } from '../BlogPage/useBlogLists';
import { buildCommentTree } from './commentTree';
import type { VoteCounts } from './usePostVote';

/** Approved comments only (the server returns those; pending or rejected ones are never shown). */
export function approvedComments(items: ReadonlyArray<BlogCommentFieldsFragment | null> | null | undefined): BlogCommentFieldsFragment[] {
  return (items ?? []).filter((comment): comment is BlogCommentFieldsFragment => Boolean(comment && (comment.status == null || comment.status === COMMENT_STATUS.APPROVED)));
}

export type CommentOutcome = 'none' | 'pending' | 'published';

/** The reply being written (or just sent): the id of the comment it answers and how sending went. */
export interface ReplyState {
  to: number;
  outcome: CommentOutcome;
}

type CommentValues = Omit<AmBlogLeaveCommentInput, 'post_id' | 'reply_to'>;

export function useBlogPost(urlKey: string, postId?: number) {
  const setting = useBlogSetting();
  const hasBlog = useCapability('blog');
  const post = useQuery(GetBlogPostDocument, { variables: postId ? { id: postId } : { urlKey }, skip: !hasBlog });
  const id = post.data?.amBlogPost?.post_id ?? undefined;
  const comments = useQuery(GetBlogCommentsDocument, { variables: { postId: id ?? 0 }, skip: !id || !hasBlog });
  const [leaveComment, { loading: isSubmitting, error: submitError }] = useMutation(LeaveBlogCommentDocument);
  const [outcome, setOutcome] = useState<CommentOutcome>('none');
  // Replies have their own mutation state, so a failed reply does not show its error on the main form.
  const [leaveReply, { loading: isSendingReply, error: replyError, reset: resetReplyMutation }] = useMutation(LeaveBlogCommentDocument);
  const [reply, setReply] = useState<ReplyState | null>(null);

  const submitComment = async (values: CommentValues) => {
    if (!id) return;
    // A comment does not depend on the cart's queued writes: it goes straight out.
    const result = await leaveComment({ variables: { input: { post_id: id, ...values } }, context: { skipQueue: true } }).catch(() => null);
    const status = result?.data?.amBlogLeaveComment?.comment?.status;
    if (!result?.data) return;
    if (status === COMMENT_STATUS.APPROVED) {
      setOutcome('published');
      await comments.refetch().catch(() => undefined);
    } else setOutcome('pending');
  };

  const openReply = (commentId: number) => {
    resetReplyMutation();
    setReply({ to: commentId, outcome: 'none' });
  };
  const cancelReply = () => {
    resetReplyMutation();
    setReply(null);
  };
  const submitReply = async (values: CommentValues) => {
    const to = reply?.to;
    if (!id || to == null) return;
    const result = await leaveReply({ variables: { input: { post_id: id, reply_to: to, ...values } }, context: { skipQueue: true } }).catch(() => null);
    if (!result?.data) return;
    const approved = result.data.amBlogLeaveComment?.comment?.status === COMMENT_STATUS.APPROVED;
    // The shopper may have moved on to another comment meanwhile: only the reply still open changes.
    setReply((current) => (current?.to === to ? { to, outcome: approved ? 'published' : 'pending' } : current));
    if (approved) await comments.refetch().catch(() => undefined);
  };

  /** The server's answer to a vote: the post's counts in the cache follow it. */
  const setVoteCounts = (counts: VoteCounts) => {
    post.updateQuery((_unsafe, { complete, previousData }) =>
      complete && previousData.amBlogPost ? { ...previousData, amBlogPost: { ...previousData.amBlogPost, vote: { __typename: 'AmBlogVoteData', ...previousData.amBlogPost.vote, ...counts } } } : undefined
    );
  };

  const approved = useMemo(() => approvedComments(comments.data?.amBlogComments?.items), [comments.data]);
  const commentTree = useMemo(() => buildCommentTree(approved), [approved]);

  const enabled = (setting?.comments_use_comments ?? true) && post.data?.amBlogPost?.comments_enabled !== '0';
  return {
    isLoading: post.loading && !post.data,
    hasError: Boolean(post.error) && !post.data,
    post: post.data?.amBlogPost ?? null,
    isMissing: Boolean(post.data) && !post.data?.amBlogPost,
    comments: approved,
    /** The post's comments are still on their way (their count and list are not known yet). */
    areCommentsLoading: comments.loading && !comments.data,
    commentTree,
    commentsEnabled: enabled,
    askName: setting?.comments_ask_name ?? true,
    askEmail: setting?.comments_ask_email ?? true,
    blogLabel: setting?.display_settings_label ?? '',
    isSubmitting,
    submitError: submitError?.message ?? null,
    outcome,
    submitComment,
    showVotes: setting?.post_helpful ?? true,
    setVoteCounts,
    reply,
    openReply,
    cancelReply,
    submitReply,
    isSendingReply,
    replyError: replyError?.message ?? null
  };
}
