/**
 * What an organisation adds to the orders list through the orders-list-extras point: status
 * shortcut buttons with their counts, and Export CSV; and, for the staff of organisations that turn
 * costUpdate on (order-staff-features point), the cost-update button. All are staff tools: the spec
 * gives the counts per status only to employees (outside guest mode) of the organisation that offers
 * them (orders §6), and a shortcut is its count; so guests and guest mode see none of them (the
 * organisation is named by its contribution to the point, never by its id). Pressing a shortcut shows
 * every active order at that status.
 */
import { useEffect, useState } from 'react';
import {
  fillTemplate,
  lifecycleMessages,
  messages,
  orderStaffFeaturesPoint,
  ordersCountCall,
  ordersListExtrasPoint,
  updateProductOrderCostsCall,
  type OrdersStatusShortcut,
} from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts, useWording } from '../session/org-hooks.ts';
import { useOrdersListStore } from './orders-list-store.ts';
import { exportOrdersCsv } from './orders-csv-export.ts';

function StatusShortcuts({ shortcuts }: { shortcuts: readonly OrdersStatusShortcut[] }) {
  const orgId = useSession().activeOrg.id;
  const activeKey = useOrdersListStore((s) => s.filters.statusKey);
  const setFilters = useOrdersListStore((s) => s.setFilters);
  // The list reloads after every change (filters, archive); the counts follow it.
  const listVersion = useOrdersListStore((s) => s.requestSeq);
  const listStatus = useOrdersListStore((s) => s.status);
  const [counts, setCounts] = useState<Record<string, number> | null>(null);

  useEffect(() => {
    if (listStatus !== 'ready') return;
    let current = true;
    callApi(ordersCountCall, { orgId, statusKeys: shortcuts.map((s) => s.statusKey) }).then(
      (data) => current && setCounts(data.productOrderCountsByStatusKey),
      // Counts are a convenience: without them the buttons still filter.
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [orgId, shortcuts, listVersion, listStatus]);

  return (
    <div className="orders-shortcuts" role="group" aria-label="Quick filters">
      {shortcuts.map((s) => (
        <button
          key={s.statusKey}
          type="button"
          className={`btn orders-shortcut${activeKey === s.statusKey ? ' is-active' : ''}`}
          aria-pressed={activeKey === s.statusKey}
          onClick={() => setFilters({ orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: s.statusKey })}
        >
          {s.label}
          {/* Until the counts arrive an invisible badge holds their place, so the buttons do not widen (CLS). */}
          {counts ? (
            <span className="orders-shortcut-count">{counts[s.statusKey] ?? 0}</span>
          ) : (
            <span className="orders-shortcut-count is-pending" aria-hidden="true">
              {'\u00a0'}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function ExportCsvButton() {
  const wording = useWording();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await exportOrdersCsv(wording.myOrders);
    } catch (error) {
      console.error('Orders CSV export failed', error);
      await showAlert(messages.ordersCsvExportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className="btn orders-export" disabled={exporting} aria-busy={exporting} onClick={() => void run()}>
      {exporting && <span className="spinner orders-export-spinner" role="status" aria-label="Exporting" />}
      Export CSV
    </button>
  );
}

/** Recomputes and stores the costs of every active order of the organisation, then reloads the list. */
function CostUpdateButton() {
  const [updating, setUpdating] = useState(false);
  const run = async () => {
    setUpdating(true);
    try {
      const { updatedCount } = await callApi(updateProductOrderCostsCall, {});
      await useOrdersListStore.getState().reload();
      await showAlert(fillTemplate(lifecycleMessages.costUpdateDone, { count: String(updatedCount) }));
    } catch (error) {
      await showAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setUpdating(false);
    }
  };
  return (
    <button type="button" className="btn orders-cost-update" disabled={updating} aria-busy={updating} onClick={() => void run()}>
      {updating && <span className="spinner orders-export-spinner" role="status" aria-label="Updating costs" />}
      {lifecycleMessages.costUpdateButton}
    </button>
  );
}

export function OrdersListExtras() {
  const registry = useRegistry();
  const { isEmployee } = useRoleFacts();
  // Staff tools only (see above): guests and guest mode get no extras at all.
  const extras = isEmployee ? registry.single(ordersListExtrasPoint) : undefined;
  const costUpdate = isEmployee && registry.single(orderStaffFeaturesPoint)?.costUpdate === true;
  if (!extras?.statusShortcuts?.length && !extras?.csvExport && !costUpdate) return null;
  return (
    <div className="orders-extras">
      {extras?.statusShortcuts?.length ? <StatusShortcuts shortcuts={extras.statusShortcuts} /> : null}
      {extras?.csvExport && <ExportCsvButton />}
      {costUpdate && <CostUpdateButton />}
    </div>
  );
}
