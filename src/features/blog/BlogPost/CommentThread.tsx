// The post's comments as threads: replies in a nested list under the comment they answer, each comment
// with a Reply button that opens the reply form (rendered by the caller) right below it.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatDate } from '../../../lib/dates';
import { commentAuthor } from '../blogRoute';
import styles from './blogPost.module.css';
import type { CommentNode } from './commentTree';

export interface CommentThreadProps {
  nodes: readonly CommentNode[];
  guestLabel: string;
  /** The comment whose reply form is open. */
  replyingTo: number | null;
  onReply(commentId: number): void;
  /** Keeps the Reply buttons so focus can go back to one when its form closes. */
  replyButtonRef(commentId: number, button: HTMLButtonElement | null): void;
  renderReplyForm(commentId: number, author: string): ReactNode;
}

export const replyFormId = (commentId: number) => `blog-reply-${commentId}`;

export default function CommentThread(props: CommentThreadProps) {
  return <CommentList {...props} className={styles.commentList} />;
}

function CommentList({ nodes, className, label, ...props }: CommentThreadProps & { className: string; label?: string }) {
  return (
    <ol className={className} aria-label={label}>
      {nodes.map((node, index) => (
        <CommentItem key={node.comment.comment_id ?? `comment-${index}`} node={node} {...props} />
      ))}
    </ol>
  );
}

function CommentItem({ node, ...props }: Omit<CommentThreadProps, 'nodes'> & { node: CommentNode }) {
  const { formatMessage, locale } = useIntl();
  const { comment, replies } = node;
  const author = commentAuthor(comment.name, props.guestLabel);
  const id = comment.comment_id;
  const isReplying = id != null && props.replyingTo === id;
  return (
    <li className={styles.comment}>
      <div className={styles.commentBody}>
        <p className={styles.commentAuthor}>
          <strong>{author}</strong>
          {comment.created_at ? (
            <time dateTime={comment.created_at.replace(' ', 'T')} className={styles.commentDate}>
              {formatDate(comment.created_at, locale)}
            </time>
          ) : null}
        </p>
        <p className={styles.commentMessage}>{comment.message}</p>
        {id != null ? (
          <button
            type="button"
            ref={(button) => props.replyButtonRef(id, button)}
            className={styles.replyButton}
            aria-label={formatMessage({ id: 'blog.comment.replyTo', defaultMessage: 'Reply to {author}' }, { author })}
            aria-expanded={isReplying}
            aria-controls={isReplying ? replyFormId(id) : undefined}
            onClick={() => props.onReply(id)}
          >
            <FormattedMessage id="blog.comment.reply" defaultMessage="Reply" />
          </button>
        ) : null}
      </div>
      {isReplying ? (
        <div id={replyFormId(id)} className={styles.replyForm}>
          {props.renderReplyForm(id, author)}
        </div>
      ) : null}
      {replies.length ? (
        <CommentList
          {...props}
          nodes={replies}
          className={styles.replies}
          label={formatMessage({ id: 'blog.comment.replies', defaultMessage: 'Replies to {author}' }, { author })}
        />
      ) : null}
    </li>
  );
}
