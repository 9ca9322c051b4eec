// Search results page (/search.html?query=…): heading with the query, then the same listing
// as a category (filters, sort, paging in the URL), with empty and error states.
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import ProductListing from '../../../components/ProductListing';
import styles from './searchPage.module.css';
import { useSearchPage } from './useSearchPage';

const SEARCH_SORT_FIELDS = ['relevance', 'position', 'name', 'price'] as const;

export default function SearchPage() {
  const { formatMessage } = useIntl();
  const { query } = useSearchPage();
  const heading = query
    ? formatMessage({ id: 'searchPage.heading', defaultMessage: 'Search results for “{query}”' }, { query })
    : formatMessage({ id: 'searchPage.headingEmpty', defaultMessage: 'Search' });
  // Result pages stay out of search engines' indexes.
  useDocumentHead({ title: heading, robots: 'noindex' });

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{heading}</h1>
      {query ? (
        <ProductListing
          key={query}
          search={query}
          fallbackSortFields={SEARCH_SORT_FIELDS}
          emptyMessage={<FormattedMessage id="searchPage.noResults" defaultMessage="No products were found." />}
          emptyExtra={
            <ul className={styles.tips}>
              <li>
                <FormattedMessage id="searchPage.tipSpelling" defaultMessage="Check the spelling of the words." />
              </li>
              <li>
                <FormattedMessage id="searchPage.tipGeneral" defaultMessage="Try a more general word, such as “protein” or “vitamin”." />
              </li>
              <li>
                <FormattedMessage id="searchPage.tipBrand" defaultMessage="Search by brand or flavour." />
              </li>
            </ul>
          }
        />
      ) : (
        <p className={styles.message}>
          <FormattedMessage id="searchPage.noQuery" defaultMessage="Enter a word to search for products." />
        </p>
      )}
    </article>
  );
}
