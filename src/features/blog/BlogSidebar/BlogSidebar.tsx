import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { blogPaths } from '../../../lib/blogPaths';
import { useBlogSidebar } from '../BlogPage/useBlogLists';
import styles from './blogSidebar.module.css';

/** A titled list of links in the sidebar, named by its heading. */
function SidebarNav({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </nav>
  );
}

export default function BlogSidebar({ query }: { query: string }) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const navigate = useNavigate();
  const { categories, tags } = useBlogSidebar();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(inStore(view, blogPaths.search(text.trim())));
  };
  const roots = categories.filter((category) => !category.parent_id || category.parent_id === '0');
  const childrenOf = (id: number | null) => categories.filter((category) => category.parent_id === String(id));

  return (
    <aside className={styles.root} aria-label={formatMessage({ id: 'blog.sidebar', defaultMessage: 'Blog navigation' })}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor="blog-search" className={styles.label}>
          <FormattedMessage id="blog.searchLabel" defaultMessage="Search the blog" />
        </label>
        <div className={styles.searchRow}>
          <input id="blog-search" type="search" value={text} onChange={(event) => setText(event.target.value)} className={styles.input} />
          <button type="submit" className={styles.searchButton}>
            <FormattedMessage id="blog.searchButton" defaultMessage="Search" />
          </button>
        </div>
      </form>
      {roots.length ? (
        <SidebarNav id="blog-categories-title" title={<FormattedMessage id="blog.categories" defaultMessage="Categories" />}>
          <ul className={styles.list}>
            {roots.map((category) => (
              <li key={category.category_id}>
                <Link to={inStore(view, blogPaths.category(category.url_key ?? ''))}>{category.name}</Link>
                {childrenOf(category.category_id).length ? (
                  <ul className={styles.list}>
                    {childrenOf(category.category_id).map((child) => (
                      <li key={child.category_id}>
                        <Link to={inStore(view, blogPaths.category(child.url_key ?? ''))}>{child.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </SidebarNav>
      ) : null}
      {tags.length ? (
        <SidebarNav id="blog-tags-title" title={<FormattedMessage id="blog.tags" defaultMessage="Tags" />}>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.tag_id}>
                <Link to={inStore(view, blogPaths.tag(tag.url_key ?? ''))} className={styles.tag}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </SidebarNav>
      ) : null}
    </aside>
  );
}
