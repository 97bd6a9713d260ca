/**
 * Duplicate, Archive / Unarchive and Delete (spec orders §4, §6; issue 19 item 5): the order header's
 * More menu runs them through this hook, the staff order-info popup shows them as buttons
 * (OrderActions.tsx, with its styles: a lazy chunk of that popup, issue 17). Delete asks 'Are you
 * sure?', then goes back to the list. The server checks the same rules.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lifecycleMessages, productOrderCalls } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { askConfirm, showAlert } from '../../ui/dialogs.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { duplicateOrder } from './lifecycle-actions.ts';

export function useOrderActions(order: OrderView) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<null | 'duplicate' | 'delete'>(null);

  const duplicate = async () => {
    setBusy('duplicate');
    try {
      const copy = await duplicateOrder(order.id);
      navigate(`/orders/${copy.orgSpecificId}`);
    } catch (error) {
      await showAlert(`The order was not duplicated: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!(await askConfirm(lifecycleMessages.deleteOrderConfirm, 'Delete'))) return;
    setBusy('delete');
    try {
      await callApi(productOrderCalls.destroy, { id: order.id });
      navigate('/orders');
    } catch (error) {
      setBusy(null);
      await showAlert(`The order was not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const toggleArchive = () => void useOrderStore.getState().updateOrder({ archived: order.archived === 1 ? 0 : 1 });

  return { busy, duplicate, remove, toggleArchive, archiveLabel: order.archived === 1 ? 'Unarchive' : 'Archive' };
}
