// Order history talon: the customer's orders, newest first, a page at a time.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { GET_ORDER_HISTORY, ORDER_HISTORY_PAGE_SIZE, type OrderSummary } from './orderHistory.gql';

export function useOrderHistory() {
  const [currentPage, setCurrentPage] = useState(1);
  const { data, loading, error } = useQuery(GET_ORDER_HISTORY, {
    variables: { currentPage, pageSize: ORDER_HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network'
  });
  const orders = data?.customer?.orders;
  const totalPages = Math.max(1, orders?.page_info?.total_pages ?? 1);
  return {
    orders: (orders?.items ?? []).filter((order): order is OrderSummary => Boolean(order)),
    totalCount: orders?.total_count ?? 0,
    currentPage,
    totalPages,
    goToPage: (page: number) => setCurrentPage(Math.min(Math.max(1, page), totalPages)),
    isLoading: loading && !data,
    loadError: error && !data ? error.message : null
  };
}
