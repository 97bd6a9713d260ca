/**
 * The organisation's order actions ('order-actions', e.g. a back-box quote) and document shortcuts
 * ('order-document-links', e.g. View Quote / View Invoice) as entries of the order header's More
 * menu. Actions are offered to the roles they name and to the order's owner; the action's own call
 * (its plugin's) carries it out and the order it created is opened. A document link opens the documents view in its
 * mode, for people offered that mode.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { documentModesFor, orderActionsPoint, orderDocumentLinksPoint, type OrderAction } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import type { MenuAction } from '../../ui/DropdownMenu.tsx';
import { useRegistry, useSession } from '../session/session-store.ts';
import { shareQuery } from '../order-views/order-view-links.ts';

export function useOrgOrderEntries(order: { id: number; userId: number; orgSpecificId: number }): { actions: MenuAction[]; documentLinks: MenuAction[] } {
  const registry = useRegistry();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [running, setRunning] = useState<string | null>(null);
  const role = session.activeOrg.role;

  const run = async (action: OrderAction) => {
    if (running) return;
    setRunning(action.id);
    try {
      const created = await callApi(action.call, { productOrderId: order.id });
      navigate(`/orders/${created.orgSpecificId}`);
    } catch (error) {
      await showAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(null);
    }
  };

  const actions = registry
    .all(orderActionsPoint)
    .filter((a) => a.roles.includes(role) || order.userId === session.user.id)
    .map((action) => ({ label: running === action.id ? `${action.label}…` : action.label, onSelect: () => void run(action) }));

  const offered = documentModesFor(role);
  const query = new URLSearchParams(shareQuery(new URLSearchParams(location.search)));
  const documentLinks = registry
    .all(orderDocumentLinksPoint)
    .filter((link) => offered.includes(link.mode))
    .map((link) => {
      const search = new URLSearchParams(query);
      if (link.mode !== 'quote') search.set('mode', link.mode);
      const suffix = search.size ? `?${search}` : '';
      return { label: link.label, onSelect: () => navigate(`/orders/${order.orgSpecificId}/documents${suffix}`) };
    });

  return { actions, documentLinks };
}
