/**
 * Duplicate, Archive / Unarchive and Delete as buttons, in the staff order-info popup (spec orders §4,
 * §6; issue 19 item 5); the order header's More menu runs the same actions (use-order-actions.ts).
 */
import type { OrderView } from '../../order-state/order-types.ts';
import { useOrderActions } from './use-order-actions.ts';
import './order-actions.css';

export function OrderActions({ order, canDelete }: { order: OrderView; canDelete: boolean }) {
  const { busy, duplicate, remove, toggleArchive, archiveLabel } = useOrderActions(order);
  return (
    <div className="order-actions" role="group" aria-label="Order actions">
      <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => void duplicate()}>
        {busy === 'duplicate' ? 'Duplicating…' : 'Duplicate'}
      </button>
      <button type="button" className="btn btn-small" onClick={toggleArchive}>
        {archiveLabel}
      </button>
      {canDelete && (
        <button type="button" className="btn btn-small btn-danger" disabled={busy !== null} onClick={() => void remove()}>
          Delete
        </button>
      )}
    </div>
  );
}
