/**
 * The orders of the current page as cards, for phones (narrower than ORDERS_CARDS_QUERY): a table of
 * eight columns cannot be read at 390 px. Each card names the order (its link), its number, status,
 * last update, owner, category and total (advanced detail), with the same more-menu as a table row.
 */
import { Link } from 'react-router-dom';
import { formatMoney, toDisplayDate, type StatusDefinition } from '@configurator/core';
import { MoreMenu } from '../../ui/MoreMenu.tsx';
import type { OrderRow } from './orders-list-store.ts';
import { rowStatus } from './status-labels.ts';

/** Below this width the list is cards (issue 31: the table was clipped on a phone). */
export const ORDERS_CARDS_QUERY = '(max-width: 599.98px)';

interface OrdersCardsProps {
  rows: OrderRow[];
  statuses: StatusDefinition[];
  advanced: boolean;
  onToggleArchive: (row: OrderRow) => void;
}

export function OrdersCards({ rows, statuses, advanced, onToggleArchive }: OrdersCardsProps) {
  return (
    <ul className="orders-cards" aria-label="Orders">
      {rows.map((row) => {
        const shown = rowStatus(row, statuses);
        const title = row.title || 'Untitled';
        return (
          <li key={row.id} className={row.archived ? 'orders-card card is-archived' : 'orders-card card'}>
            <div className="orders-card-top">
              <Link className="orders-card-title" to={`/orders/${row.orgSpecificId}`}>
                {title}
              </Link>
              <MoreMenu
                label={`More actions for ${row.title || `#${row.orgSpecificId}`}`}
                actions={[{ label: row.archived ? 'Unarchive Order' : 'Archive Order', onSelect: () => onToggleArchive(row) }]}
              />
            </div>
            <div className="orders-card-meta">
              <span className="orders-card-number">#{row.orgSpecificId}</span>
              <span className={shown.differsFromStored ? 'orders-card-status is-mismatch' : 'orders-card-status'}>{shown.title}</span>
              {row.archived === 1 && <span className="orders-badge">Archived</span>}
              <span className="orders-card-date">Updated {toDisplayDate(row.lastUpdated)}</span>
            </div>
            <dl className="orders-card-facts">
              <div>
                <dt>Owner</dt>
                <dd>{row.ownerName}</dd>
              </div>
              <div>
                <dt>Category</dt>
                <dd>{row.productCategoryTitle || '—'}</dd>
              </div>
              {advanced && (
                <div>
                  <dt>Total</dt>
                  <dd>{row.costs ? formatMoney(row.costs.orderTotal) : '—'}</dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
