import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { usePageHead } from '../../../components/Head';
import Image from '../../../components/Image';
import Link from '../../../components/Link';
import LoadingIndicator from '../../../components/LoadingIndicator';
import { PageBuilderContent } from '../../../components/PageBuilder/lazy';
import { inStore, useStoreView } from '../../../components/storeView';
import { PageProblem } from '../../../components/ErrorView';
import { blogPaths } from '../../../lib/blogPaths';
import { formatDate } from '../../../lib/dates';
import styles from './blogPost.module.css';
import { blogPostHead } from './blogPostHead';
import CommentThread from './CommentThread';
import PostVote from './PostVote';
import { useBlogPost } from './useBlogPost';

// The form (and its form library) loads when the post is shown, after the article.
const CommentForm = lazy(() => import(/* webpackChunkName: "blog-comment-form" */ './CommentForm'));

export default function BlogPost({ urlKey, postId }: { urlKey: string; postId?: number }) {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  const talon = useBlogPost(urlKey, postId);
  const { post } = talon;
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
  usePageHead(post ? blogPostHead(post, urlKey, view, window.location.origin) : {});

  if (talon.isLoading) return <div className={styles.placeholder} aria-busy="true" />;
  if (talon.hasError) {
    return <PageProblem kind="error" className={styles.message} />;
  }
  if (!post) {
    return <PageProblem kind="missing" className={styles.message} />;
  }
  const guest = formatMessage({ id: 'blog.guest', defaultMessage: 'Guest' });
  const tags = (post.tags ?? []).filter((tag) => tag?.url_key);
  const cancelReply = () => {
    const to = talon.reply?.to;
    talon.cancelReply();
    // Focus goes back to the Reply button that opened the form.
    if (to != null) replyButtons.current.get(to)?.focus();
  };

  return (
    <article className={styles.root} aria-labelledby="blog-post-title">
      <p className={styles.back}>
        <Link to={inStore(view, blogPaths.home())}>{talon.blogLabel || formatMessage({ id: 'blog.title', defaultMessage: 'Blog' })}</Link>
      </p>
      <h1 id="blog-post-title" className={styles.title}>
        {post.title}
      </h1>
      <p className={styles.meta}>
        {post.published_at ? <time dateTime={post.published_at.replace(' ', 'T')}>{formatDate(post.published_at, locale)}</time> : null}
        {post.author?.name && post.author.url_key ? (
          <>
            {' · '}
            <Link to={inStore(view, blogPaths.author(post.author.url_key))}>{post.author.name}</Link>
          </>
        ) : null}
      </p>
      {post.post_thumbnail ? (
        <Image
          resource={post.post_thumbnail}
          alt={post.post_thumbnail_alt ?? ''}
          type="image-wysiwyg"
          width={960}
          ratio={1200 / 630}
          sizes="(max-width: 960px) 100vw, 900px"
          priority
          className={styles.cover}
        />
      ) : null}
      <Suspense fallback={<div className={styles.contentPlaceholder} />}>
        <PageBuilderContent className={styles.content} html={post.full_content ?? ''} />
      </Suspense>
      {tags.length ? (
        <ul className={styles.tags} aria-label={formatMessage({ id: 'blog.tags', defaultMessage: 'Tags' })}>
          {tags.map((tag) => (
            <li key={tag?.tag_id}>
              <Link to={inStore(view, blogPaths.tag(tag?.url_key ?? ''))} className={styles.tag}>
                {tag?.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {talon.showVotes && post.post_id != null ? (
        <PostVote key={post.post_id} postId={post.post_id} counts={post.vote ?? null} onCounts={talon.setVoteCounts} />
      ) : null}
      {talon.commentsEnabled ? (
        <section className={styles.comments} aria-labelledby="blog-comments-title">
          <h2 id="blog-comments-title" className={styles.commentsTitle}>
            {talon.areCommentsLoading ? (
              <FormattedMessage id="blog.commentsTitle" defaultMessage="Comments" />
            ) : (
              <FormattedMessage id="blog.comments" defaultMessage="Comments ({count})" values={{ count: talon.comments.length }} />
            )}
          </h2>
          {/* Neither a count nor 'No comments yet' before the comments have arrived. */}
          {talon.areCommentsLoading ? (
            <LoadingIndicator />
          ) : talon.comments.length ? (
            <CommentThread
              nodes={talon.commentTree}
              guestLabel={guest}
              replyingTo={talon.reply?.to ?? null}
              onReply={talon.openReply}
              replyButtonRef={(commentId, button) => {
                if (button) replyButtons.current.set(commentId, button);
                else replyButtons.current.delete(commentId);
              }}
              renderReplyForm={(commentId, author) => (
                <Suspense fallback={null}>
                  <CommentForm
                    idPrefix={`blog-reply-${commentId}`}
                    replyTo={{ author }}
                    askName={talon.askName}
                    askEmail={talon.askEmail}
                    isSubmitting={talon.isSendingReply}
                    submitError={talon.replyError}
                    outcome={talon.reply?.outcome ?? 'none'}
                    onSubmit={talon.submitReply}
                    onCancel={talon.reply?.outcome === 'none' ? cancelReply : undefined}
                    autoFocus
                  />
                </Suspense>
              )}
            />
          ) : (
            <p className={styles.message}>
              <FormattedMessage id="blog.noComments" defaultMessage="No comments yet. Be the first to write one." />
            </p>
          )}
          <Suspense fallback={null}>
            <CommentForm
              askName={talon.askName}
              askEmail={talon.askEmail}
              isSubmitting={talon.isSubmitting}
              submitError={talon.submitError}
              outcome={talon.outcome}
              onSubmit={talon.submitComment}
            />
          </Suspense>
        </section>
      ) : null}
    </article>
  );
}
