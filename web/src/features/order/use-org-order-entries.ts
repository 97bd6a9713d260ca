/**
 * The organisation's order actions on the order page ('order-actions', e.g. a back-box
 * quote): shown to the roles the action names and to the order's owner; the server carries the
 * action out and the order it created is opened.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderActionsPoint, runOrderActionCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { useRegistry, useSession } from '../session/session-store.ts';

export function OrderActionButtons({ order }: { order: { id: number; userId: number } }) {
  const registry = useRegistry();
  const session = useSession();
  const navigate = useNavigate();
  const [running, setRunning] = useState<string | null>(null);
  const actions = registry.all(orderActionsPoint).filter((a) => a.roles.includes(session.activeOrg.role) || order.userId === session.user.id);
  if (actions.length === 0) return null;

  const run = async (actionId: string) => {
    setRunning(actionId);
    try {
      const created = await callApi(runOrderActionCall, { productOrderId: order.id, actionId });
      navigate(`/orders/${created.orgSpecificId}`);
    } catch (error) {
      await showAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(null);
    }
  };

  return actions.map((action) => (
    <button key={action.id} type="button" className="btn btn-small" disabled={running !== null} onClick={() => void run(action.id)}>
      {running === action.id ? `${action.label}…` : action.label}
    </button>
  ));
}
