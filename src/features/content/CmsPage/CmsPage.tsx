// CMS page root component: heading and the page's HTML, sanitised. The Page Builder renderer (rows,
// banners, sliders...) replaces the plain HTML in a later issue.
import { FormattedMessage } from 'react-intl';

import { cx } from '../../../components/classNames';
import LoadingIndicator from '../../../components/LoadingIndicator';
import RichContent from '../../../components/RichContent';
import styles from './cmsPage.module.css';
import { useCmsPage } from './useCmsPage';

export interface CmsPageProps {
  identifier: string;
}

export default function CmsPage({ identifier }: CmsPageProps) {
  const page = useCmsPage(identifier);

  if (page.isLoading) return <LoadingIndicator />;
  if (page.hasError) {
    return (
      <p className={styles.message} role="alert">
        <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
      </p>
    );
  }
  if (page.isMissing) {
    return (
      <p className={styles.message}>
        <FormattedMessage
          id="magentoRoute.routeError"
          defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that."
        />
      </p>
    );
  }

  return (
    <article className={styles.root}>
      {page.documentTitle ? <title>{page.documentTitle}</title> : null}
      {page.metaDescription ? <meta name="description" content={page.metaDescription} /> : null}
      {/* The home page's title is for the document; its content carries its own headings. */}
      <h1 className={cx(styles.heading, page.isHome && 'visually-hidden')}>{page.heading}</h1>
      <RichContent className={styles.content} html={page.content} />
    </article>
  );
}
