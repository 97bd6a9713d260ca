/** Loads what pricing an order needs (its items, the catalogue, the owner's guest discount) and reprices it. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { CatalogueIndex, OrgRegistry } from '@configurator/core';
import {
  MembershipSchema,
  ProductInstanceSchema,
  ProductOrderSchema,
  type Membership,
  type ProductInstanceRow,
  type ProductOrderRow,
} from '../db/entities/index.ts';
import { cachedCatalogueIndex } from './catalogue-loader.ts';
import { priceOrder } from './order-pricing.ts';

/** The order row locked for this transaction, so concurrent writes to one order queue up. */
export function lockOrder(em: EntityManager, where: { id: number; orgId: number }): Promise<ProductOrderRow | null> {
  return em.findOne(ProductOrderSchema, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

export function itemsOf(em: EntityManager, productOrderId: number): Promise<ProductInstanceRow[]> {
  return em.find(ProductInstanceSchema, { productOrderId }, { orderBy: { rank: 'asc', id: 'asc' } });
}

/** A guest owner's own terms: their discount, and whether their orders go untaxed. */
export interface GuestTerms {
  guestDiscountPercentage?: number;
  ownerSalesTaxDisabled?: boolean;
}

/** A guest owner's own terms (admin guests page): their discount is the default of their orders, and sales tax may be off. */
export async function guestTermsOf(em: EntityManager, order: ProductOrderRow): Promise<GuestTerms> {
  return guestTermsFrom((await em.findOne(MembershipSchema, { userId: order.userId, orgId: order.orgId })) ?? undefined);
}

/** The terms the owner's membership gives (none unless they are a guest, and not an employee in guest mode). */
export function guestTermsFrom(membership: Pick<Membership, 'role' | 'prevRole' | 'discountPercentage' | 'disableSalesTax'> | undefined): GuestTerms {
  if (!membership || membership.role !== 'guest' || membership.prevRole) return {};
  return { guestDiscountPercentage: membership.discountPercentage ?? undefined, ownerSalesTaxDisabled: membership.disableSalesTax === 1 };
}

export async function repriceOrder(
  em: EntityManager,
  input: { order: ProductOrderRow; registry: OrgRegistry; items?: ProductInstanceRow[]; index?: CatalogueIndex; only?: ReadonlySet<ProductInstanceRow> },
): Promise<ProductInstanceRow[]> {
  const items = (input.items ?? (await itemsOf(em, input.order.id))).filter((i) => !isRemoved(em, i));
  const index = input.index ?? (await cachedCatalogueIndex(em, input.order.orgId));
  priceOrder({ index, registry: input.registry, order: input.order, items, only: input.only, ...(await guestTermsOf(em, input.order)) });
  return items;
}

const isRemoved = (em: EntityManager, item: ProductInstanceRow) => em.getUnitOfWork().getRemoveStack().has(item);
