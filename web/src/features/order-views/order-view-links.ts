/**
 * The order's views and their paths (spec orders §2): EDIT /orders/{id}, DOCUMENTS /orders/{id}/documents
 * (hidden for architectural organisations), DRAWINGS /orders/{id}/drawings (hidden for stocked
 * orders). A share link's shareToken and shareableOrderId are carried onto every view.
 */
export type OrderView = 'edit' | 'documents' | 'drawings';

export interface OrderViewTab {
  view: OrderView;
  label: string;
  to: string;
}

const sharedParams = ['shareToken', 'shareableOrderId'] as const;

/** The query to carry: only the share parameters of the current URL. */
export function shareQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of sharedParams) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

export function orderViewTabs(orgSpecificId: number, search: URLSearchParams, facts: { isArchitectural: boolean; isStocked: boolean }): OrderViewTab[] {
  const query = shareQuery(search);
  const tabs: (OrderViewTab | null)[] = [
    { view: 'edit', label: 'EDIT', to: `/orders/${orgSpecificId}${query}` },
    facts.isArchitectural ? null : { view: 'documents', label: 'DOCUMENTS', to: `/orders/${orgSpecificId}/documents${query}` },
    facts.isStocked ? null : { view: 'drawings', label: 'DRAWINGS', to: `/orders/${orgSpecificId}/drawings${query}` },
  ];
  return tabs.filter((t): t is OrderViewTab => t !== null);
}
