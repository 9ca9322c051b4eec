// A blog post in a list or carousel: cover, date, title, excerpt, author.
import { useIntl } from 'react-intl';

import { blogPaths } from '../../lib/blogPaths';
import { formatDate } from '../../lib/dates';
import Image from '../Image';
import Link from '../Link';
import { inStore, useStoreView } from '../storeView';
import type { BlogPostSummaryFragment } from './postCard.generated';
import styles from './postCard.module.css';

/** Plain text of a short HTML excerpt (no markup needed in a card). */
export function excerpt(html: string | null | undefined, max = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : max).trimEnd()}…`;
}

interface PostCardProps {
  post: BlogPostSummaryFragment;
  headingLevel?: 2 | 3;
  eager?: boolean;
  priority?: boolean;
}

export default function PostCard({ post, headingLevel = 2, eager = false, priority = false }: PostCardProps) {
  const { locale } = useIntl();
  const view = useStoreView();
  const href = inStore(view, blogPaths.post(post.url_key ?? ''));
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.root}>
      {post.list_thumbnail ? (
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <Image
            resource={post.list_thumbnail}
            alt=""
            type="image-wysiwyg"
            width={400}
            ratio={1200 / 630}
            sizes="(max-width: 640px) 90vw, 400px"
            priority={priority}
            loading={eager ? 'eager' : 'lazy'}
            className={styles.image}
          />
        </Link>
      ) : null}
      <div className={styles.body}>
        {post.published_at ? (
          <time className={styles.date} dateTime={post.published_at.replace(' ', 'T')}>
            {formatDate(post.published_at, locale)}
          </time>
        ) : null}
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{excerpt(post.short_content)}</p>
        {post.author?.name ? <p className={styles.author}>{post.author.name}</p> : null}
      </div>
    </article>
  );
}
