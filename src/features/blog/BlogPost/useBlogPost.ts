import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { GET_BLOG_COMMENTS, GET_BLOG_POST, LEAVE_BLOG_COMMENT, type BlogComment, type LeaveCommentInput } from '../blog.gql';
import { COMMENT_STATUS } from '../blogRoute';
import { useBlogSetting } from '../BlogPage/useBlogLists';

/** Approved comments only (the server returns those; pending or rejected ones are never shown). */
export function approvedComments(items: ReadonlyArray<BlogComment | null> | null | undefined): BlogComment[] {
  return (items ?? []).filter((comment): comment is BlogComment => Boolean(comment && (comment.status == null || comment.status === COMMENT_STATUS.APPROVED)));
}

export type CommentOutcome = 'none' | 'pending' | 'published';

export function useBlogPost(urlKey: string, postId?: number) {
  const setting = useBlogSetting();
  const post = useQuery(GET_BLOG_POST, { variables: postId ? { id: postId } : { urlKey } });
  const id = post.data?.amBlogPost?.post_id ?? undefined;
  const comments = useQuery(GET_BLOG_COMMENTS, { variables: { postId: id ?? 0 }, skip: !id });
  const [leaveComment, { loading: isSubmitting, error: submitError }] = useMutation(LEAVE_BLOG_COMMENT);
  const [outcome, setOutcome] = useState<CommentOutcome>('none');

  const submitComment = async (values: Omit<LeaveCommentInput, 'post_id'>) => {
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

  const enabled = (setting?.comments_use_comments ?? true) && post.data?.amBlogPost?.comments_enabled !== '0';
  return {
    isLoading: post.loading && !post.data,
    hasError: Boolean(post.error) && !post.data,
    post: post.data?.amBlogPost ?? null,
    isMissing: Boolean(post.data) && !post.data?.amBlogPost,
    comments: approvedComments(comments.data?.amBlogComments?.items),
    commentsEnabled: enabled,
    askName: setting?.comments_ask_name ?? true,
    askEmail: setting?.comments_ask_email ?? true,
    blogLabel: setting?.display_settings_label ?? '',
    isSubmitting,
    submitError: submitError?.message ?? null,
    outcome,
    submitComment
  };
}
