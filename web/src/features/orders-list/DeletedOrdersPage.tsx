/**
 * /orders/deleted (issue 32): the orders deleted in the last DELETED_ORDER_RETENTION_DAYS days, for
 * owners and members, each with a Restore button that brings it back to the orders list as it was
 * (its number, step, items and history). The server refuses anyone else (403) and older deletions.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DELETED_ORDER_RETENTION_DAYS, deletedOrdersCall, restoreOrderCall, toDisplayDate, type DeletedOrderSummary } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { usePageTitle } from '../session/use-page-title.ts';
import './orders-list.css';
import './deleted-orders.css';

type Restored = { orgSpecificId: number; title: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function DeletedOrdersPage() {
  const [orders, setOrders] = useState<DeletedOrderSummary[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [restored, setRestored] = useState<Restored | null>(null);

  usePageTitle('Recently deleted orders');

  const load = useCallback(async () => {
    try {
      setOrders((await callApi(deletedOrdersCall, {})).orders);
      setState('ready');
    } catch (error) {
      setFailure(messageOf(error));
      setState('failed');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const restore = async (order: DeletedOrderSummary) => {
    setBusyId(order.id);
    setFailure(null);
    try {
      await callApi(restoreOrderCall, { productOrderId: order.id });
      setOrders((shown) => shown.filter((o) => o.id !== order.id));
      setRestored({ orgSpecificId: order.orgSpecificId, title: order.title });
    } catch (error) {
      setFailure(`Order #${order.orgSpecificId} was not restored: ${messageOf(error)}`);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="page orders-page deleted-orders-page">
      <div className="orders-heading">
        <h1>Recently deleted orders</h1>
        {state === 'loading' && <div className="spinner orders-spinner" role="status" aria-label="Loading deleted orders" />}
      </div>
      <p className="muted deleted-orders-intro">
        Deleted orders are kept for {DELETED_ORDER_RETENTION_DAYS} days with their items, history and payments. Restore one to bring it back to the orders list
        as it was; after {DELETED_ORDER_RETENTION_DAYS} days it is removed for good.
      </p>
      <div role="status" className="deleted-orders-notice">
        {restored && (
          <div className="banner">
            Order #{restored.orgSpecificId} “{restored.title}” was restored. <Link to={`/orders/${restored.orgSpecificId}`}>Open it</Link>
          </div>
        )}
      </div>
      {failure && (
        <div className="banner banner-error" role="alert">
          {failure}
        </div>
      )}
      {state === 'ready' && orders.length === 0 && (
        <div className="orders-empty card">No orders were deleted in the last {DELETED_ORDER_RETENTION_DAYS} days.</div>
      )}
      {orders.length > 0 && (
        // A list of rows rather than a table: on a phone each row wraps, its Restore button in reach.
        <ul className="deleted-orders-list card" aria-label="Deleted orders">
          {orders.map((order) => (
            <li key={order.id} className="deleted-orders-row">
              <div className="deleted-orders-text">
                <div className="deleted-orders-title">
                  <span className="deleted-orders-number">#{order.orgSpecificId}</span> {order.title}
                </div>
                <div className="muted deleted-orders-meta">{[order.firmName, order.ownerName].filter(Boolean).join(' · ')}</div>
                <div className="muted deleted-orders-meta">
                  Deleted {toDisplayDate(order.deletedAt)}
                  {order.deletedByName && ` by ${order.deletedByName}`} · restorable until {toDisplayDate(order.restorableUntil)}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Restore order #${order.orgSpecificId} ${order.title}`}
                disabled={busyId !== null}
                onClick={() => void restore(order)}
              >
                {busyId === order.id ? 'Restoring…' : 'Restore'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { DeletedOrdersPage as Component };
