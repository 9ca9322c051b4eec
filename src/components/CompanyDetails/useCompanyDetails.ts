import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { COMPANY_DETAILS_BLOCK } from '../../lib/constants';
import { parseContactBlock, type CompanyDetails } from './companyDetails';
import { GetCompanyDetailsDocument } from './companyDetails.generated';

const VARIABLES = { contactBlock: [COMPANY_DETAILS_BLOCK] };

/** The trader's identity from the store's 'footer-contact' block; null while it loads or without one. */
export function useCompanyDetails(): CompanyDetails | null {
  const { data } = useQuery(GetCompanyDetailsDocument, { variables: VARIABLES, fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const html = data?.cmsBlocks?.items?.find((item) => item?.identifier === COMPANY_DETAILS_BLOCK)?.content;
  return useMemo(() => parseContactBlock(html), [html]);
}
