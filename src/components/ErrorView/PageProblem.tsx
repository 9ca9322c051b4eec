// What a page (category, product, CMS page, blog) shows in place of its content when its data could not
// be loaded ('error', announced as an alert) or does not exist ('missing').
import { FormattedMessage } from 'react-intl';

export function PageProblem({ kind, className }: { kind: 'error' | 'missing'; className?: string }) {
  if (kind === 'error') {
    return (
      <p className={className} role="alert">
        <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
      </p>
    );
  }
  return (
    <p className={className}>
      <FormattedMessage id="magentoRoute.routeError" defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that." />
    </p>
  );
}
