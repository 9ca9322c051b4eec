// Order history talon: the customer's orders, newest first, a page at a time.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { loadState } from '../AccountPage/AccountPage';
import { GetCustomerOrdersDocument } from './orderHistory.generated';

/** Orders per page of the order history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export function useOrderHistory() {
  const [currentPage, setCurrentPage] = useState(1);
  const { data, loading, error } = useQuery(GetCustomerOrdersDocument, {
    variables: { currentPage, pageSize: ORDER_HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network'
  });
  const orders = data?.customer?.orders;
  const totalPages = Math.max(1, orders?.page_info?.total_pages ?? 1);
  return {
    orders: (orders?.items ?? []).filter((order) => order !== null),
    totalCount: orders?.total_count ?? 0,
    currentPage,
    totalPages,
    goToPage: (page: number) => setCurrentPage(Math.min(Math.max(1, page), totalPages)),
    ...loadState({ data, loading, error })
  };
}
