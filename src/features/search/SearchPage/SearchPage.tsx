// Search results page (search.html?query=): heading with the query, result count and product grid.
import { FormattedMessage, useIntl } from 'react-intl';

import LoadingIndicator from '../../../components/LoadingIndicator';
import { Gallery } from '../../catalog';
import styles from './searchPage.module.css';
import { useSearchPage } from './useSearchPage';

export default function SearchPage() {
  const { formatMessage } = useIntl();
  const { query, isLoading, hasError, totalCount, items } = useSearchPage();
  const heading = query
    ? formatMessage({ id: 'searchPage.heading', defaultMessage: 'Search results for “{query}”' }, { query })
    : formatMessage({ id: 'searchPage.headingEmpty', defaultMessage: 'Search' });

  let body;
  if (!query) {
    body = (
      <p className={styles.message}>
        <FormattedMessage id="searchPage.noQuery" defaultMessage="Enter a word to search for products." />
      </p>
    );
  } else if (isLoading) {
    body = <LoadingIndicator />;
  } else if (hasError) {
    body = (
      <p className={styles.message} role="alert">
        <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
      </p>
    );
  } else if (totalCount === 0) {
    body = (
      <p className={styles.message}>
        <FormattedMessage id="searchPage.noResults" defaultMessage="No products were found." />
      </p>
    );
  } else {
    body = (
      <>
        <p className={styles.count} role="status">
          <FormattedMessage
            id="searchPage.count"
            defaultMessage="{count, plural, one {# product} other {# products}}"
            values={{ count: totalCount }}
          />
        </p>
        <Gallery items={items} />
      </>
    );
  }

  return (
    <article className={styles.root}>
      <title>{heading}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.heading}>{heading}</h1>
      {body}
    </article>
  );
}
