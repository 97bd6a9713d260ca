/**
 * The panels the organisation's plugins add to the order page ('order-page-panels'), under its
 * items: each a titled section drawn by its plugin, shown to staff only or to everyone who sees the
 * order, as the contribution says. The plugins were loaded lazily with the organisation's.
 */
import { useId, type ReactNode } from 'react';
import { orderPagePanelsPoint, type OrderPagePanel } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts } from '../session/org-hooks.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import './plugin-panels.css';

type PanelProps = Parameters<OrderPagePanel['Panel']>[0];

function PluginPanel({ panel, props }: { panel: OrderPagePanel; props: PanelProps }) {
  const titleId = useId();
  const Panel = panel.Panel as (props: PanelProps) => ReactNode;
  return (
    <section className="card plugin-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="plugin-panel-title">
        {panel.title}
      </h2>
      <Panel {...props} />
    </section>
  );
}

export function PluginOrderPanels({ order }: { order: OrderView }) {
  const registry = useRegistry();
  const session = useSession();
  const { isEmployee } = useRoleFacts();
  const panels = registry.allWithSettings(orderPagePanelsPoint).filter(({ value }) => value.shownTo === 'everyone' || isEmployee);
  if (!panels.length) return null;
  const viewer = { userId: session.user.id, orgId: session.activeOrg.id, role: session.activeOrg.role, isEmployee };
  const shown = { id: order.id, orgId: order.orgId, orgSpecificId: order.orgSpecificId, lastCompletedStatusKey: order.lastCompletedStatusKey ?? null };
  return (
    <div className="plugin-panels">
      {panels.map(({ value, settings }) => (
        <PluginPanel key={value.title} panel={value} props={{ order: shown, viewer, settings, callApi }} />
      ))}
    </div>
  );
}
