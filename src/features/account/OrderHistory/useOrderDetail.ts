// One order by its number, and reorder: reorderItems puts the order's products in the customer's cart,
// which then becomes the current cart (details refreshed) before the shopper is taken to it.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { inStore, useStoreView } from '../../../components/storeView';
import { TOAST_LONG_TIMEOUT } from '../../../lib/constants';
import { showToast } from '../../../lib/toasts';
import { useAppDispatch } from '../../../store/hooks';
import { loadState } from '../AccountPage/AccountPage';
import { useSubmitState } from '../fields';
import { refreshCustomerCart } from '../session/customerCart';
import { GetCustomerOrderDocument, ReorderItemsDocument } from './orderHistory.generated';

export function useOrderDetail(orderNumber: string) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const view = useStoreView();
  const { formatMessage } = useIntl();
  const { data, loading, error } = useQuery(GetCustomerOrderDocument, {
    variables: { number: orderNumber },
    skip: !orderNumber,
    fetchPolicy: 'cache-and-network'
  });
  const [reorder] = useMutation(ReorderItemsDocument);
  const { isBusy: isReordering, formError: reorderError, run } = useSubmitState();

  const handleReorder = () =>
    run(async () => {
      const result = await reorder({ variables: { orderNumber } });
      const output = result.data?.reorderItems;
      const problems = (output?.userInputErrors ?? []).filter(Boolean).map((problem) => problem!.message);
      await dispatch(refreshCustomerCart(client, output?.cart.id));
      if (problems.length > 0) {
        showToast('warning', problems.join(', '), TOAST_LONG_TIMEOUT);
      }
      showToast('success', formatMessage({ id: 'orderDetail.reordered', defaultMessage: 'The products of this order are in your cart.' }));
      await navigate(inStore(view, '/cart'));
    });

  const order = data?.customer?.orders?.items.find((item) => item !== null) ?? null;
  return {
    order,
    ...loadState({ data, loading, error }),
    handleReorder,
    isReordering,
    reorderError
  };
}
