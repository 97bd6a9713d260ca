/**
 * The staff order-info button (spec orders §2, §4, §6). Its popup (OrderInfoDialog.tsx: owner picker,
 * pricing fields, notes, Export CSV, Duplicate and Archive) loads on its first opening, not with the
 * order page (issue 17).
 */
import { lazy, useState } from 'react';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import type { OrderInfoProps } from './OrderInfoDialog.tsx';

const OrderInfoDialog = lazy(() => import('./OrderInfoDialog.tsx').then((m) => ({ default: m.OrderInfoDialog })));

export function OrderInfoButton(props: OrderInfoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
        Order Info
      </button>
      {open && <LazyDialogSlot>{(openedFrom) => <OrderInfoDialog {...props} openedFrom={openedFrom} onClose={() => setOpen(false)} />}</LazyDialogSlot>}
    </>
  );
}
