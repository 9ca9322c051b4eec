import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import Image from '../../../components/Image';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { formatDate } from '../../../lib/dates';
import { blogPaths, commentAuthor } from '../blogRoute';
import styles from './blogPost.module.css';
import { PageBuilderContent } from '../../content';
import { useBlogPost } from './useBlogPost';

// The form (and its form library) loads when the post is shown, after the article.
const CommentForm = lazy(() => import(/* webpackChunkName: "blog-comment-form" */ './CommentForm'));

export default function BlogPost({ urlKey, postId }: { urlKey: string; postId?: number }) {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  const talon = useBlogPost(urlKey, postId);
  const { post } = talon;
  useDocumentHead({
    title: post ? post.meta_title || post.title : undefined,
    description: post?.meta_description || post?.short_content,
    canonical: post ? inStore(view, blogPaths.post(post.url_key ?? urlKey)) : undefined
  });

  if (talon.isLoading) return <div className={styles.placeholder} aria-busy="true" />;
  if (talon.hasError) {
    return (
      <p className={styles.message} role="alert">
        <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
      </p>
    );
  }
  if (!post) {
    return (
      <p className={styles.message}>
        <FormattedMessage id="magentoRoute.routeError" defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that." />
      </p>
    );
  }
  const guest = formatMessage({ id: 'blog.guest', defaultMessage: 'Guest' });
  const tags = (post.tags ?? []).filter((tag) => tag?.url_key);

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
      {talon.commentsEnabled ? (
        <section className={styles.comments} aria-labelledby="blog-comments-title">
          <h2 id="blog-comments-title" className={styles.commentsTitle}>
            <FormattedMessage id="blog.comments" defaultMessage="Comments ({count})" values={{ count: talon.comments.length }} />
          </h2>
          {talon.comments.length ? (
            <ol className={styles.commentList}>
              {talon.comments.map((comment) => (
                <li key={comment.comment_id} className={styles.comment}>
                  <p className={styles.commentAuthor}>
                    <strong>{commentAuthor(comment.name, guest)}</strong>
                    {comment.created_at ? (
                      <time dateTime={comment.created_at.replace(' ', 'T')} className={styles.commentDate}>
                        {formatDate(comment.created_at, locale)}
                      </time>
                    ) : null}
                  </p>
                  <p className={styles.commentMessage}>{comment.message}</p>
                </li>
              ))}
            </ol>
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
