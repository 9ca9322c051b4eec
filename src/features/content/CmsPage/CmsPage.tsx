// CMS page root component (route type CMS_PAGE): title and meta for the document, the page's Page
// Builder content; the home page ('home') adds the hero, category, new-products and blog carousels.
import { Suspense, useState } from 'react';

import BootStage from '../../../components/BootStage';
import { cx } from '../../../components/classNames';
import { usePageHead } from '../../../components/Head';
import LoadingIndicator from '../../../components/LoadingIndicator';
import RenderWhenNear from '../../../components/RenderWhenNear';
import { PageProblem } from '../../../components/ErrorView';
import { lazyComponent } from '../../../app/routing/lazyComponent';
import Home from '../Home';
import styles from './cmsPage.module.css';
import { useCmsPage } from './useCmsPage';

// The Page Builder renderer is a chunk of its own: on the home page its content comes below the hero
// and carousels, and loads after them; another CMS page asks for it at once (and the server's page
// plan preloads it with the page).
const pageBuilder = lazyComponent(() => import(/* webpackChunkName: "pagebuilder" */ '../../../components/PageBuilder'));

/** What the home page's content reserves until it comes near (it is read and laid out then). */
const HOME_CONTENT_HEIGHT = '40rem';

export interface CmsPageProps {
  identifier: string;
}

export default function CmsPage({ identifier }: CmsPageProps) {
  const page = useCmsPage(identifier);
  useState(() => {
    if (!page.isHome) void pageBuilder.preload().catch(() => undefined);
  });
  const { Component: PageBuilder } = pageBuilder;
  usePageHead(page.head);

  let body;
  if (page.isLoading) body = page.isHome ? null : <LoadingIndicator />;
  else if (page.hasError) {
    body = <PageProblem kind="error" className={styles.message} />;
  } else if (page.isMissing) {
    body = <PageProblem kind="missing" className={styles.message} />;
  } else {
    body = (
      <>
        {/* A visible title only when the content does not bring its own first-level heading. */}
        {page.showHeading ? <h1 className={cx(styles.heading, page.isHome && 'visually-hidden')}>{page.heading}</h1> : null}
        {/* On the first load it renders in a task after the page's top. */}
        <BootStage>
          {page.isHome ? (
            // On the home page all of it comes below the hero and carousels: its code is loaded and its
            // markup (~50 KB) read only when the shopper comes near it, not while the page starts.
            <RenderWhenNear placeholderHeight={HOME_CONTENT_HEIGHT}>
              <Suspense fallback={<div style={{ minHeight: HOME_CONTENT_HEIGHT }} aria-hidden="true" />}>
                <PageBuilder html={page.content} className={styles.content} renderNearViewportFrom={0} />
              </Suspense>
            </RenderWhenNear>
          ) : (
            <Suspense fallback={<LoadingIndicator />}>
              <PageBuilder html={page.content} className={styles.content} />
            </Suspense>
          )}
        </BootStage>
      </>
    );
  }

  // The home page starts its hero and carousels at once, in parallel with the page's own query.
  return (
    <article className={styles.root}>
      {page.isHome ? <Home /> : null}
      {body}
    </article>
  );
}
