/**
 * The order's items as a drawing may read them (core's OrderMemberRef: id, product, view; never their
 * options), kept as the same array while no item is added, removed, moved or re-viewed. Thumbnails
 * and the active drawing are memoized on it, so an option click draws only the clicked item again
 * instead of every item of the order (issue 17).
 */
import type { OrderMemberRef } from '@configurator/core';

export function orderMembers(items: readonly OrderMemberRef[], previous: readonly OrderMemberRef[]): readonly OrderMemberRef[] {
  if (items.length === previous.length && items.every((item, i) => sameMember(item, previous[i]!))) return previous;
  return items.map(({ id, productId, archCustomViewId }) => ({ id, productId, archCustomViewId: archCustomViewId ?? null }));
}

const sameMember = (a: OrderMemberRef, b: OrderMemberRef) =>
  a.id === b.id && a.productId === b.productId && (a.archCustomViewId ?? null) === (b.archCustomViewId ?? null);
