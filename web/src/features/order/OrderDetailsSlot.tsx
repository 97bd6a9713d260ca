/**
 * Edit Order Details (spec orders §2, §5): the order's name, PO and estimate numbers, company and
 * contact fields, delivery and billing addresses, and for staff the shipping fields. Saved with the
 * order's version. Opened from the order header's More menu, by the submit checks (with the failing
 * field marked) and by 'Name it' when an unnamed order is left: its open state is shared
 * (order-details-popup-store.ts). The dialog (OrderDetailsDialog.tsx) loads on its first opening, not
 * with the order page (issue 17).
 */
import { lazy, useEffect } from 'react';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import { useOrderDetailsPopup } from '../lifecycle/order-details-popup-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';

const OrderDetailsDialog = lazy(() => import('./OrderDetailsDialog.tsx').then((m) => ({ default: m.OrderDetailsDialog })));

interface OrderDetailsSlotProps {
  order: OrderView;
  untitledWording: string;
  /** In orderStarted or for employees (spec orders §6); otherwise the popup never opens. */
  canEdit: boolean;
  /** Owners and members also edit the shipping fields. */
  isStaff: boolean;
}

export function OrderDetailsSlot({ order, untitledWording, canEdit, isStaff }: OrderDetailsSlotProps) {
  const open = useOrderDetailsPopup((s) => s.open);
  // Leaving the order page closes the popup, so another order never opens with it.
  useEffect(() => () => useOrderDetailsPopup.getState().hide(), []);
  if (!open || !canEdit) return null;
  return (
    <LazyDialogSlot>
      {(openedFrom) => (
        <OrderDetailsDialog
          order={order}
          untitledWording={untitledWording}
          isStaff={isStaff}
          openedFrom={openedFrom}
          onClose={() => useOrderDetailsPopup.getState().hide()}
        />
      )}
    </LazyDialogSlot>
  );
}
