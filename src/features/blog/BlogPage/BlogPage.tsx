// Blog root (route blog/:slug?/:id?): the post list kinds ALL, CATEGORY, TAG, AUTHOR, SEARCH with their
// headings ('Search results for', 'More from', 'Posts tagged') and paging, or a post (POST) with its
// comments; a sidebar with search, categories and tags.
import { useLocation, useParams } from 'react-router-dom';

import { parseBlogRoute } from '../blogRoute';
import BlogList from '../BlogList/BlogList';
import BlogPost from '../BlogPost/BlogPost';
import BlogSidebar from '../BlogSidebar/BlogSidebar';
import styles from './blogPage.module.css';

export default function BlogPage() {
  const { slug, id } = useParams();
  const { search } = useLocation();
  const view = parseBlogRoute(slug, id, search);
  return (
    <div className={styles.root}>
      <div className={styles.main}>
        {view.kind === 'POST' ? <BlogPost urlKey={view.key} postId={view.postId} /> : <BlogList view={view} />}
      </div>
      <BlogSidebar query={view.kind === 'SEARCH' ? view.query : ''} />
    </div>
  );
}
