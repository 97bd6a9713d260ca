/**
 * Edit Order Details (spec orders §2, §5): the order's name, PO and estimate numbers, company and
 * contact fields, delivery and billing addresses, and for staff the shipping fields. Saved with the
 * order's version. The popup's open state is shared so the submit checks can open it. The dialog
 * (OrderDetailsDialog.tsx) loads on its first opening, not with the order page (issue 17).
 */
import { lazy, useEffect } from 'react';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import { useOrderDetailsPopup } from '../lifecycle/order-details-popup-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';

const OrderDetailsDialog = lazy(() => import('./OrderDetailsDialog.tsx').then((m) => ({ default: m.OrderDetailsDialog })));

interface OrderDetailsButtonProps {
  order: OrderView;
  untitledWording: string;
  /** In orderStarted or for employees (spec orders §6); otherwise the button is not shown. */
  canEdit?: boolean;
  /** Owners and members also edit the shipping fields. */
  isStaff?: boolean;
}

export function OrderDetailsButton({ order, untitledWording, canEdit = true, isStaff = false }: OrderDetailsButtonProps) {
  const open = useOrderDetailsPopup((s) => s.open);
  // Leaving the order page closes the popup, so another order never opens with it.
  useEffect(() => () => useOrderDetailsPopup.getState().hide(), []);

  return (
    <>
      {canEdit && (
        <button type="button" className="btn btn-small" onClick={() => useOrderDetailsPopup.getState().show()}>
          Edit Order Details
        </button>
      )}
      {open && canEdit && (
        <LazyDialogSlot>
          {(openedFrom) => <OrderDetailsDialog order={order} untitledWording={untitledWording} isStaff={isStaff} openedFrom={openedFrom} onClose={() => useOrderDetailsPopup.getState().hide()} />}
        </LazyDialogSlot>
      )}
    </>
  );
}
