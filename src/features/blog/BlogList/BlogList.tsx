import { FormattedMessage, useIntl } from 'react-intl';

import { usePageHead } from '../../../components/Head';
import Link from '../../../components/Link';
import PostCard from '../../../components/PostCard';
import { inStore, useStoreView } from '../../../components/storeView';
import { PageProblem } from '../../../components/ErrorView';
import { blogPaths } from '../../../lib/blogPaths';
import { withQuery } from '../../../lib/url';
import { useBlogList, useBlogSetting } from '../BlogPage/useBlogLists';
import styles from './blogList.module.css';
import { blogLabel, blogListHead, blogListHeading, blogListPath, type BlogListView } from './blogListHead';

export default function BlogList({ view }: { view: BlogListView }) {
  const { formatMessage } = useIntl();
  const store = useStoreView();
  const setting = useBlogSetting();
  const list = useBlogList(view.kind, view.key, view.page, view.query);
  const label = blogLabel(setting, formatMessage);
  const heading = blogListHeading(view, list.subject, label, formatMessage);
  usePageHead(list.isLoading ? {} : blogListHead(view, { setting, subject: list.subject, formatMessage, store }));

  const pageHref = (page: number) => inStore(store, withQuery(blogListPath(view), { query: view.kind === 'SEARCH' ? view.query : undefined, page: page > 1 ? page : undefined }));

  let body;
  if (list.isLoading) {
    body = <div className={styles.placeholder} aria-busy="true" />;
  } else if (list.hasError) {
    body = <PageProblem kind="error" className={styles.message} />;
  } else if (list.isMissing) {
    body = <PageProblem kind="missing" className={styles.message} />;
  } else if (list.posts.length === 0) {
    body = (
      <p className={styles.message}>
        {view.kind === 'SEARCH' ? (
          view.query ? (
            <FormattedMessage id="blog.noSearchResults" defaultMessage="No posts match your search." />
          ) : (
            <FormattedMessage id="blog.enterSearch" defaultMessage="Type a word to search the blog." />
          )
        ) : (
          <FormattedMessage id="blog.noPosts" defaultMessage="There are no posts here yet." />
        )}
      </p>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {list.posts.map((post, index) => (
            <li key={post.post_id}>
              <PostCard post={post} priority={index === 0 && view.page === 1} eager={index < 2} />
            </li>
          ))}
        </ul>
        {list.totalPages > 1 ? (
          <nav className={styles.pagination} aria-label={formatMessage({ id: 'blog.pagination', defaultMessage: 'Blog pages' })}>
            {view.page > 1 ? (
              <Link to={pageHref(view.page - 1)} className={styles.pageLink} rel="prev">
                <FormattedMessage id="blog.previousPage" defaultMessage="Previous" />
              </Link>
            ) : null}
            <ol className={styles.pages}>
              {Array.from({ length: list.totalPages }, (_, index) => index + 1).map((page) => (
                <li key={page}>
                  {page === view.page ? (
                    <span className={styles.currentPage} aria-current="page">
                      {page}
                    </span>
                  ) : (
                    <Link
                      to={pageHref(page)}
                      className={styles.pageLink}
                      aria-label={formatMessage({ id: 'blog.pageNumber', defaultMessage: 'Page {page}' }, { page })}
                    >
                      {page}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
            {view.page < list.totalPages ? (
              <Link to={pageHref(view.page + 1)} className={styles.pageLink} rel="next">
                <FormattedMessage id="blog.nextPage" defaultMessage="Next" />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="blog-list-heading">
      {view.kind !== 'ALL' ? (
        <p className={styles.back}>
          <Link to={inStore(store, blogPaths.home())}>{label}</Link>
        </p>
      ) : null}
      <h1 id="blog-list-heading" className={styles.heading}>
        {heading}
      </h1>
      {body}
    </section>
  );
}
