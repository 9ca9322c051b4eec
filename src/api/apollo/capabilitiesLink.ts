// Queries leave without the fields of the retailer extensions the store view's back end lacks, and their
// answers come back with those fields as null (src/lib/capabilities/stripFields.ts): a core query that
// also reads an extension's field works on a Magento without the extension, and an operation that asks
// only such fields is answered here (all null) without a request. Features that need an extension hide
// through useCapability; this keeps what slips through from failing. A query waits for the
// store view's capabilities only when the page did not carry them.
import { ApolloLink } from '@apollo/client';
import { from, map, mergeMap, of } from 'rxjs';

import { absentFieldNames, asksNothing, capabilitiesFor, knownCapabilities, withoutFields, withStrippedFieldsAsNull, type Capabilities } from '../../lib/capabilities';

export function createCapabilitiesLink(getStoreCode: () => string, fetchImpl?: typeof fetch): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const proceed = (capabilities: Capabilities) => {
      const original = operation.query;
      const query = withoutFields(original, absentFieldNames(capabilities));
      if (query === original) return forward(operation);
      // Only fields of missing extensions: answered here, all null, as the back end would have nothing.
      if (asksNothing(query)) return of({ data: withStrippedFieldsAsNull(original, {}) });
      operation.query = query;
      return forward(operation).pipe(map((result) => ('data' in result && result.data ? { ...result, data: withStrippedFieldsAsNull(original, result.data) } : result)));
    };
    const storeCode = getStoreCode();
    const known = knownCapabilities(storeCode);
    return known ? proceed(known) : from(capabilitiesFor(storeCode, fetchImpl)).pipe(mergeMap(proceed));
  });
}
