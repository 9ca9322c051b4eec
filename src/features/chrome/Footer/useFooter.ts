import { useQuery } from '@apollo/client/react';

import { GET_COPYRIGHT } from './footer.gql';

export interface FooterTalon {
  /** The copyright line, always with the current year. */
  copyrightLine: string;
}

/**
 * storeConfig.copyright usually carries the year already (the server fills in '{year}'); otherwise
 * the line starts with '© {year}'.
 */
export function formatCopyright(copyright: string | null | undefined, year: number): string {
  const text = copyright?.trim() ?? '';
  if (text.includes(String(year))) return text;
  return text ? `© ${year} ${text.replace(/^©\s*/, '')}` : `© ${year}`;
}

export function useFooter(now: Date = new Date()): FooterTalon {
  const { data } = useQuery(GET_COPYRIGHT, { fetchPolicy: 'cache-first' });
  return { copyrightLine: formatCopyright(data?.storeConfig?.copyright, now.getFullYear()) };
}
