/**
 * The server's run of core's order checks (authoritative): loads the order's items and the catalogue,
 * asks the rule engine whether any item is invalid, then runs firstOrderCheckFailure with the
 * organisation's order validators. A failure is a 422 with the check's exact message.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  contributionsWithSettings,
  CUSTOM_PRODUCT_ID,
  evaluateItem,
  firstOrderCheckFailure,
  orderValidatorsPoint,
  type OrderCheckStage,
  type OrgRegistry,
} from '@configurator/core';
import type { ProductOrderRow } from '../../db/entities/index.ts';
import { unprocessable } from '../../http/errors.ts';
import { loadCatalogueIndex } from '../catalogue-loader.ts';
import { itemsOf } from '../order-repricing.ts';

export async function orderHasInvalidItem(em: EntityManager, order: ProductOrderRow, registry: OrgRegistry): Promise<boolean> {
  const items = await itemsOf(em, order.id);
  const configurable = items.filter((i) => i.productId !== CUSTOM_PRODUCT_ID);
  if (configurable.length === 0) return false;
  const index = await loadCatalogueIndex(em, order.orgId);
  return configurable.some((item) => {
    const product = index.productsById.get(item.productId);
    // Hidden options chosen by staff are not the customer's mistake: the rules are checked as the owner sees them.
    return !product || !evaluateItem({ index, product, properties: item.properties, role: 'owner', orgId: order.orgId, registry }).isValid;
  });
}

export async function assertOrderPassesChecks(em: EntityManager, order: ProductOrderRow, registry: OrgRegistry, stage: OrderCheckStage): Promise<void> {
  const hasInvalidItem = stage === 'submit' ? await orderHasInvalidItem(em, order, registry) : false;
  const failure = firstOrderCheckFailure({ order, hasInvalidItem, stage }, contributionsWithSettings(registry, orderValidatorsPoint));
  if (failure) throw unprocessable(failure.message, [{ path: failure.check, message: failure.message }]);
}
