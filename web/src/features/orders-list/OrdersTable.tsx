/**
 * The rows of the current page; each links to its order and has a more-menu to archive or unarchive.
 * On phones the same rows are cards (OrdersCards).
 */
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, toDisplayDate, type StatusDefinition } from '@configurator/core';
import { MoreMenu } from '../../ui/MoreMenu.tsx';
import { showAlert } from '../../ui/dialogs.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { OrdersCards, ORDERS_CARDS_QUERY } from './OrdersCards.tsx';
import { useOrdersListStore, type OrderRow } from './orders-list-store.ts';
import { rowStatus } from './status-labels.ts';

interface OrdersTableProps {
  rows: OrderRow[];
  statuses: StatusDefinition[];
  titleColumn: string;
  advanced: boolean;
}

export function OrdersTable({ rows, statuses, titleColumn, advanced }: OrdersTableProps) {
  const navigate = useNavigate();
  const setArchived = useOrdersListStore((s) => s.setArchived);
  const asCards = useMediaQuery(ORDERS_CARDS_QUERY);

  const toggleArchive = async (row: OrderRow) => {
    try {
      await setArchived(row, row.archived === 0);
    } catch (error) {
      await showAlert(error instanceof Error ? error.message : String(error));
    }
  };

  if (asCards) return <OrdersCards rows={rows} statuses={statuses} advanced={advanced} onToggleArchive={(row) => void toggleArchive(row)} />;
  return (
    <div className="orders-table-wrap card">
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col" className="col-number">
              #
            </th>
            <th scope="col">{titleColumn}</th>
            <th scope="col">Owner</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            {advanced && <th scope="col">Company</th>}
            {advanced && <th scope="col">Contact</th>}
            {advanced && <th scope="col">PO #</th>}
            {advanced && (
              <th scope="col" className="col-number">
                Items
              </th>
            )}
            {advanced && (
              <th scope="col" className="col-money">
                Total
              </th>
            )}
            <th scope="col">Updated</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = `/orders/${row.orgSpecificId}`;
            const shown = rowStatus(row, statuses);
            return (
              <tr
                key={row.id}
                className={row.archived ? 'orders-row is-archived' : 'orders-row'}
                onClick={(event) => {
                  // The whole row opens the order; links and the menu keep their own behaviour.
                  if ((event.target as HTMLElement).closest('a, button, [role="menu"]')) return;
                  navigate(href);
                }}
              >
                <td className="col-number">
                  <Link to={href} tabIndex={-1} aria-hidden="true">
                    {row.orgSpecificId}
                  </Link>
                </td>
                <td className="col-title">
                  <Link to={href}>{row.title || 'Untitled'}</Link>
                  {row.archived === 1 && <span className="orders-badge">Archived</span>}
                </td>
                <td>{row.ownerName}</td>
                <td>{row.productCategoryTitle || '—'}</td>
                <td
                  className={shown.differsFromStored ? 'orders-status is-mismatch' : 'orders-status'}
                  title={shown.differsFromStored ? "The completed statuses do not end at the order's recorded status." : undefined}
                >
                  {shown.title}
                </td>
                {advanced && <td>{row.firmName || '—'}</td>}
                {advanced && <td>{row.contactName || '—'}</td>}
                {advanced && <td>{row.purchaseOrderNumber || '—'}</td>}
                {advanced && <td className="col-number">{row.productInstancesCount}</td>}
                {advanced && <td className="col-money">{row.costs ? formatMoney(row.costs.orderTotal) : '—'}</td>}
                <td className="col-date">{toDisplayDate(row.lastUpdated)}</td>
                <td className="col-actions">
                  <MoreMenu
                    label={`More actions for ${row.title || `#${row.orgSpecificId}`}`}
                    actions={[{ label: row.archived ? 'Unarchive Order' : 'Archive Order', onSelect: () => void toggleArchive(row) }]}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
