/**
 * Who may see and change what, as a table of small rules (spec orders §6, catalogue §6). Every order
 * lookup is scoped to the viewer's active organisation before any of these run.
 */
import { pricingIsHiddenFor, visiblePublishLevels, type OrgRole, type Product, type ProductOption, type StatusDefinition } from '@configurator/core';
import type { ProductOrderRow, ShareLinkRow } from '../db/entities/index.ts';
import type { Viewer } from '../auth/viewer.ts';
import { forbidden, notFound } from '../http/errors.ts';

/** Org-level calls name the organisation; it must be the session's active one. */
export function assertActiveOrg(viewer: Viewer, orgId: number): void {
  if (orgId !== viewer.orgId) throw forbidden('That organisation is not your active organisation.');
}

/** What the pricing rule needs of an order (a row, or an order as an answer carries it). */
export type OrderPricingFacts = Pick<ProductOrderRow, 'id' | 'userId' | 'involvedUsers'>;

export const isInvolved = (viewer: Viewer, order: OrderPricingFacts): boolean => order.userId === viewer.userId || String(viewer.userId) in order.involvedUsers;

/** Employees see every order of their organisation; guests and guest mode their own or shared ones. */
export const canSeeOrder = (viewer: Viewer, order: OrderPricingFacts & Pick<ProductOrderRow, 'orgId'>): boolean =>
  order.orgId === viewer.orgId && (viewer.isEmployee || isInvolved(viewer, order));

/** Lookups of records the viewer may not see answer 404, so existence is not revealed. */
export function assertCanSeeOrder<O extends OrderPricingFacts & Pick<ProductOrderRow, 'orgId'>>(
  viewer: Viewer,
  order: O | null,
  shareLink?: ShareLinkRow | null,
): O {
  if (!order || order.orgId !== viewer.orgId) throw notFound();
  if (!canSeeOrder(viewer, order) && !opensByLink(viewer, order, shareLink)) throw notFound();
  return order;
}

/** The order is visible only through its share link (the viewer is neither staff nor involved). */
const opensByLink = (viewer: Viewer, order: OrderPricingFacts, shareLink?: ShareLinkRow | null): boolean =>
  !!shareLink && shareLink.productOrderId === order.id && shareLink.orgId === viewer.orgId && !viewer.isEmployee && !isInvolved(viewer, order);

/**
 * Prices are hidden by the organisation's access data, by the viewer's involvement in the order, or,
 * for someone who sees the order only through its share link, by the link (core's pricingIsHiddenFor).
 */
export const pricingHiddenFor = (viewer: Viewer, order: OrderPricingFacts, shareLink?: ShareLinkRow | null): boolean =>
  pricingIsHiddenFor({
    accessData: { pricingIsHidden: viewer.pricingIsHiddenByAccess ? 1 : 0 },
    involvement: order.involvedUsers[String(viewer.userId)],
    shareLink: opensByLink(viewer, order, shareLink) ? shareLink : null,
  });

/** Not yet submitted: its last completed status is none, 'orderStarted' or one the organisation no longer has. */
export function orderIsStarted(viewer: Viewer, order: ProductOrderRow): boolean {
  const key = order.lastCompletedStatusKey;
  if (key == null) return true;
  const status = viewer.orgSettings.productOrderStatuses.find((s) => s.key === key);
  return !status || status.type === 'orderStarted';
}

/** Status lists are filtered by role (spec orders §6): guests, and guest mode, see only isVisibleToGuest statuses. */
export const statusesVisibleTo = (viewer: Viewer): StatusDefinition[] =>
  viewer.orgSettings.productOrderStatuses.filter((s) => viewer.role !== 'guest' || s.isVisibleToGuest);

/** Before submission anyone involved may edit; afterwards only employees (spec: Edit Order Details). */
export function assertMayEditAfterSubmission(viewer: Viewer, order: ProductOrderRow, what: 'details' | 'items'): void {
  if (!viewer.isEmployee && !orderIsStarted(viewer, order)) throw forbidden(`The order was submitted; only owners and members can change its ${what} now.`);
}

/** Admin calls (guests, user groups): the owner role, not in guest mode (catalogue §6: "Admin routes need owner"). */
export function assertOwner(viewer: Viewer, what: string): void {
  if (!(viewer.role === 'owner' && viewer.isEmployee)) throw forbidden(`Only owners can ${what}.`);
}

export function assertEmployee(viewer: Viewer, what: string): void {
  if (!viewer.isEmployee) throw forbidden(`Only owners and members can ${what}.`);
}

/** Owner: all non-archived products; member: internal and all; everyone else: all. */
export const productIsVisible = (role: OrgRole, product: Pick<Product, 'archived' | 'publishLevel'>): boolean =>
  !product.archived && visiblePublishLevels[role].includes(product.publishLevel);

/** Options by publishLevel for the role (archived ones are kept: items may hold them). */
export const optionIsVisible = (role: OrgRole, option: Pick<ProductOption, 'publishLevel'>): boolean =>
  visiblePublishLevels[role].includes(option.publishLevel);
