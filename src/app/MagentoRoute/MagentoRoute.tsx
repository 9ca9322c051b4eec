// Any path not in the route table: asks the server what it is and shows the matching root
// component, a redirect, the not-found text or the failure text.
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';

import { buttonClassName } from '../../components/Button';
import { useDocumentHead } from '../../components/Head';
import Link from '../../components/Link';
import LoadingIndicator from '../../components/LoadingIndicator';
import { CategorySkeleton } from '../../components/Skeleton';
import { inStore, useStoreView } from '../../components/storeView';
import { selectIsOnline } from '../../store/app/selectors';
import { useAppSelector } from '../../store/hooks';
import { ROOT_COMPONENTS } from './rootComponents';
import styles from './magentoRoute.module.css';
import { useMagentoRoute } from './useMagentoRoute';

function NotFound() {
  const view = useStoreView();
  useDocumentHead({ robots: 'noindex' });
  return (
    <section className={styles.message} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="visually-hidden">
        <FormattedMessage id="magentoRoute.notFoundHeading" defaultMessage="Page not found" />
      </h1>
      <p>
        <FormattedMessage
          id="magentoRoute.routeError"
          defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that."
        />
      </p>
      {/* A way on from a dead end: the store view's home. */}
      <Link to={inStore(view, '/')} className={buttonClassName('high')}>
        <FormattedMessage id="errorView.goHome" defaultMessage="Take me home" />
      </Link>
    </section>
  );
}

export function RouteFailure() {
  // Offline, the page was simply never saved: say that rather than "something went wrong".
  const isOnline = useAppSelector(selectIsOnline);
  return (
    <section className={styles.message} role="alert">
      <p>
        {isOnline ? (
          <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
        ) : (
          <FormattedMessage
            id="magentoRoute.offline"
            defaultMessage="You are offline and this page has not been saved for offline use. It will load once you are back online."
          />
        )}
      </p>
    </section>
  );
}

export default function MagentoRoute() {
  const { state, showCategorySkeleton } = useMagentoRoute();
  const placeholder = showCategorySkeleton ? <CategorySkeleton /> : <LoadingIndicator />;

  switch (state.status) {
    case 'loading':
      return placeholder;
    case 'notFound':
      return <NotFound />;
    case 'error':
      return <RouteFailure />;
    case 'redirect':
      return <Navigate to={state.to} replace />;
    case 'ready': {
      let page;
      if (state.type === 'CMS_PAGE') {
        const { Component } = ROOT_COMPONENTS.CMS_PAGE;
        page = <Component {...state.props} />;
      } else if (state.type === 'CATEGORY') {
        const { Component } = ROOT_COMPONENTS.CATEGORY;
        page = <Component {...state.props} />;
      } else {
        const { Component } = ROOT_COMPONENTS.PRODUCT;
        page = <Component {...state.props} />;
      }
      return <Suspense fallback={placeholder}>{page}</Suspense>;
    }
  }
}
