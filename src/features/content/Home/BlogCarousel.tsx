// Latest blog posts in a carousel (home page), each as the blog's lists show it (PostCard).
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useCapability } from '../../../components/Capabilities';
import Carousel from '../../../components/Carousel';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { useInNextTask } from '../../../components/useInNextTask';
import PostCard, { type BlogPostSummaryFragment } from '../../../components/PostCard';
import { blogPaths } from '../../../lib/blogPaths';
import { GetHomeBlogPostsDocument } from './blogCarousel.generated';
import styles from './blogCarousel.module.css';

export const BLOG_CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, slidesToShow: 1 },
  { minWidth: 600, slidesToShow: 2 },
  { minWidth: 960, slidesToShow: 3 },
  { minWidth: 1200, slidesToShow: 4 }
] as const;

export default function BlogCarousel({ className }: { className?: string }) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const hasBlog = useCapability('blog');
  const { data, loading } = useQuery(GetHomeBlogPostsDocument, { skip: !hasBlog });
  const posts = (data?.amBlogPosts?.items ?? []).filter((post): post is BlogPostSummaryFragment => Boolean(post?.url_key));
  // The tiles render in the task after the answer's cache write (one long task otherwise).
  const isRendered = useInNextTask(Boolean(data));
  if (!hasBlog || (!loading && posts.length === 0)) return null;
  return (
    <section className={className} aria-labelledby="home-blog-title">
      <div className={styles.header}>
        <h2 id="home-blog-title" className={styles.title}>
          <FormattedMessage id="blogCarousel.title" defaultMessage="From the blog" />
        </h2>
        <Link to={inStore(view, blogPaths.home())} className={styles.all}>
          <FormattedMessage id="blogCarousel.all" defaultMessage="All articles" />
        </Link>
      </div>
      {!data || !isRendered ? (
        <div className={styles.placeholder} aria-hidden="true" />
      ) : (
        <Carousel
          label={formatMessage({ id: 'blogCarousel.title', defaultMessage: 'From the blog' })}
          breakpoints={BLOG_CAROUSEL_BREAKPOINTS}
          infinite={false}
          gap="1rem"
        >
          {posts.map((post) => (
            <PostCard key={post.post_id} post={post} headingLevel={3} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
