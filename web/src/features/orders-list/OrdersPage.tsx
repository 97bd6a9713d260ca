/** /orders (spec orders.md §2): the organisation's extras, filters, the page of orders, paging, and 'No orders found'. */
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '@configurator/core';
import { useSession } from '../session/session-store.ts';
import { useRoleFacts, useWording } from '../session/org-hooks.ts';
import { narrowingFilterCount, showsEmptyList, totalText, useOrdersListStore } from './orders-list-store.ts';
import { OrdersFilters } from './OrdersFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { OrdersListExtras } from './OrdersListExtras.tsx';
import './orders-list.css';
import { usePageTitle } from '../session/use-page-title.ts';
import { useLiveOrdersList } from './use-live-orders-list.ts';

export function OrdersPage() {
  const session = useSession();
  const wording = useWording();
  const roles = useRoleFacts();
  const rows = useOrdersListStore((s) => s.rows);
  const status = useOrdersListStore((s) => s.status);
  const answered = useOrdersListStore((s) => s.answered);
  const error = useOrdersListStore((s) => s.error);
  const persistError = useOrdersListStore((s) => s.persistError);
  const page = useOrdersListStore((s) => s.page);
  const pageSize = useOrdersListStore((s) => s.filters.pageSize);
  const detailLevel = useOrdersListStore((s) => s.filters.detailLevel);
  const totalCount = useOrdersListStore((s) => s.totalCount);
  const totalCountCapped = useOrdersListStore((s) => s.totalCountCapped);
  const categories = useOrdersListStore((s) => s.categories);
  const goToPage = useOrdersListStore((s) => s.goToPage);
  const isLastPage = useOrdersListStore((s) => s.isLastPage());
  const statuses = useOrdersListStore((s) => s.statuses);
  // An empty list a search or filter made: it says so, with the way back to every order.
  const narrowed = useOrdersListStore((s) => s.searchTerm !== '' || narrowingFilterCount(s.filters) > 0);
  const clearSearchAndFilters = useOrdersListStore((s) => s.clearSearchAndFilters);

  // View (basic/advanced) is offered only to employees outside guest mode.
  const detailAllowed = roles.isEmployee;

  usePageTitle(wording.myOrders);
  // A row's status and total follow each change as it is made (issue 36).
  useLiveOrdersList(session.activeOrg.id);

  // Re-read when the organisation or role changes (guest mode lists only the user's own orders), with
  // the user's saved list settings as they are then.
  const initList = useEffectEvent(() => useOrdersListStore.getState().init(session.activeOrg.id, session.user.appData, detailAllowed));
  useEffect(() => {
    initList();
  }, [session.activeOrg.id, session.activeOrg.role, detailAllowed]);

  const first = rows.length ? (page - 1) * pageSize + 1 : 0;
  const last = (page - 1) * pageSize + rows.length;
  const shownTotal = totalText({ totalCount, totalCountCapped, isLastPage, last });

  return (
    <div className="page orders-page">
      <div className="orders-heading">
        <h1>Orders</h1>
        {status === 'loading' && <div className="spinner orders-spinner" role="status" aria-label="Loading orders" />}
        {/* Staff restore deleted orders for 30 days (issue 32). */}
        {roles.isEmployee && (
          <Link to="/orders/deleted" className="btn btn-small orders-deleted-link">
            Recently deleted
          </Link>
        )}
      </div>
      <OrdersListExtras />
      <OrdersFilters categories={categories} statuses={statuses} showDetailLevel={detailAllowed} />
      {persistError && (
        <div className="banner banner-warning" role="status">
          {persistError}
        </div>
      )}
      {status === 'failed' ? (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      ) : showsEmptyList({ rows, status, answered }) ? (
        <div className="orders-empty card">
          <p className="orders-empty-title">{messages.noOrdersFound}</p>
          {narrowed && (
            <>
              <p>Try another search, or clear the search and filters.</p>
              <button type="button" className="btn" onClick={clearSearchAndFilters}>
                Clear search and filters
              </button>
            </>
          )}
        </div>
      ) : (
        <OrdersTable rows={rows} statuses={statuses} titleColumn={wording.ordersTitleColumn} advanced={detailAllowed && detailLevel === 'advanced'} />
      )}
      {/* Nothing listed on the first page: there is no other page to go to. */}
      {(page > 1 || rows.length > 0) && (
        <nav className="orders-paging" aria-label="Pages">
          <button type="button" className="icon-btn" aria-label="Previous page" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            ‹
          </button>
          <span className="orders-paging-label" aria-live="polite">
            Page {page}
            {rows.length > 0 && (
              <span className="muted">
                {' '}
                · {first}–{last} of {shownTotal}
              </span>
            )}
          </span>
          <button type="button" className="icon-btn" aria-label="Next page" aria-disabled={isLastPage} onClick={() => goToPage(page + 1)}>
            ›
          </button>
        </nav>
      )}
    </div>
  );
}

export { OrdersPage as Component };
