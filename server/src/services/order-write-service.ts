/**
 * Creating and updating orders (deleting is OrderDeletionService's). Each write runs in one transaction with the order row
 * locked; a stale version is refused (409); fields are guarded by the table below; costs are
 * recomputed by the server whenever a field that prices the order changes.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  checkOrderName,
  cleanOrderName,
  orderStaffFeaturesPoint,
  staffPricingFields,
  lifecycleMessages,
  wordingOf,
  themeOf,
  type createProductOrderCall,
  type resourceSchemas,
} from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import { MembershipSchema, ProductCategorySchema, ProductOrderSchema, ProductSchema, type ProductOrderRow } from '../db/entities/index.ts';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors.ts';
import { categoryIsStocked } from './stocked-category.ts';
import { assertActiveOrg, assertCanSeeOrder, assertEmployee, assertMayEditAfterSubmission, productIsVisible, pricingHiddenFor } from './access.ts';
import { initialStatusData, newOrderValues } from './order-factory.ts';
import { lockOrder, repriceOrder } from './order-repricing.ts';
import { orderForViewer } from './serializers.ts';
import { retryingTransaction } from '../db/retrying-transaction.ts';

type CreateProps = z.output<typeof createProductOrderCall.request>['productOrderProps'];
type UpdateProps = z.output<typeof resourceSchemas.productOrder.update>;
type UpdateField = keyof UpdateProps;

/** Who may change which order field (spec orders §6). */
const fieldRules: Record<UpdateField, 'employee' | 'whileStarted' | 'involved'> = {
  userId: 'employee',
  discountMode: 'employee',
  shippingMode: 'employee',
  discountPercentage: 'employee',
  discountFlatAmount: 'employee',
  shippingPercentage: 'employee',
  shippingFlatAmount: 'employee',
  taxPercentage: 'employee',
  tariffPercentage: 'employee',
  effectivePricingDate: 'employee',
  disableSalesTax: 'employee',
  primaryNote: 'employee',
  secondaryNote: 'employee',
  amountPaidInCents: 'employee',
  commandData: 'employee',
  // Staff-only shipping fields of Edit Order Details.
  trackingNumber: 'employee',
  estimatedShippingDate: 'employee',
  // Edit Order Details: in orderStarted, or by employees.
  title: 'whileStarted',
  projectName: 'whileStarted',
  firmName: 'whileStarted',
  contactName: 'whileStarted',
  clientEmails: 'whileStarted',
  phone: 'whileStarted',
  purchaseOrderNumber: 'whileStarted',
  estimateNumber: 'whileStarted',
  deliveryAddress: 'whileStarted',
  billingAddress: 'whileStarted',
  promptedForProjectInfo: 'whileStarted',
  archived: 'involved',
};

/** Fields that change what the order costs. */
const pricingFields = new Set<UpdateField>([
  'userId',
  'discountMode',
  'shippingMode',
  'discountPercentage',
  'discountFlatAmount',
  'shippingPercentage',
  'shippingFlatAmount',
  'taxPercentage',
  'tariffPercentage',
  'effectivePricingDate',
  'disableSalesTax',
]);

@injectable()
export class OrderWriteService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async create(viewer: Viewer, props: CreateProps) {
    assertActiveOrg(viewer, props.orgId);
    const ownerId = await this.ownerFor(viewer, props.userId);
    const category =
      props.productCategoryId == null ? null : await this.em.findOne(ProductCategorySchema, { id: props.productCategoryId, orgId: viewer.orgId });
    if (props.productCategoryId != null && !category) throw notFound('No such product category.');
    const product = props.productId == null ? null : await this.em.findOne(ProductSchema, { id: props.productId, orgId: viewer.orgId });
    if (props.productId != null && (!product || !productIsVisible(viewer.role, product))) throw notFound('No such product.');
    const order = await retryingTransaction(this.em, async (tx) => {
      const created = tx.create(
        ProductOrderSchema,
        newOrderValues({
          orgId: viewer.orgId,
          orgSpecificId: await allocateOrgSpecificId(tx, viewer.orgId),
          userId: ownerId,
          title: cleanOrderName(props.title ?? '') || wordingOf(viewer.registry).untitledOrder,
          productCategoryId: category?.id ?? null,
          productCategoryTitle: category?.title ?? '',
          productId: product?.id ?? null,
          productTitle: product?.title ?? '',
          type: props.type ?? (themeOf(viewer.registry).isArchitectural ? 'arch' : 'standalone'),
          // A tile that creates an order for a whole category of stocked products (e.g. stocked accessories) makes a stocked order.
          isStocked:
            props.isStocked === true || props.isStocked === 1 || product?.isStocked === 1 || (await categoryIsStocked(tx, viewer, category?.id)) ? 1 : 0,
          statusData: initialStatusData(viewer.org.settings.productOrderStatuses),
          ownerDefaults: await ownerDefaults(tx, ownerId, viewer.orgId),
        }),
      );
      await tx.flush();
      return created;
    });
    return orderForViewer(order, pricingHiddenFor(viewer, order));
  }

  async update(viewer: Viewer, id: number, props: UpdateProps, version: number | undefined) {
    return retryingTransaction(this.em, async (tx) => {
      const order = assertCanSeeOrder(viewer, await lockOrder(tx, { id, orgId: viewer.orgId }));
      if (version !== undefined && version !== order.version) throw conflict();
      const fields = Object.keys(props) as UpdateField[];
      for (const field of fields) {
        const rule = fieldRules[field];
        if (rule === 'employee') assertEmployee(viewer, `change ${field}`);
        if (rule === 'whileStarted') assertMayEditAfterSubmission(viewer, order, 'details');
      }
      assertStaffPricingFieldsAllowed(viewer, fields);
      if (props.title !== undefined) props.title = validTitle(viewer, props.title);
      if (props.userId !== undefined && props.userId !== order.userId) await this.changeOwner(tx, order, props.userId);
      const { userId: _owner, ...rest } = props;
      tx.assign(order, rest);
      if (fields.some((f) => pricingFields.has(f))) await repriceOrder(tx, { order, registry: viewer.registry });
      await tx.flush();
      return orderForViewer(order, pricingHiddenFor(viewer, order));
    });
  }

  /** Employees may create an order for another user of the organisation; others only for themselves. */
  private async ownerFor(viewer: Viewer, userId: number | undefined): Promise<number> {
    if (userId === undefined || userId === viewer.userId) return viewer.userId;
    assertEmployee(viewer, 'create orders for someone else');
    await assertMemberOf(this.em, userId, viewer.orgId);
    return userId;
  }

  /** The previous owner stays involved as a sharee with prices visible (spec §4). */
  private async changeOwner(em: EntityManager, order: ProductOrderRow, userId: number): Promise<void> {
    await assertMemberOf(em, userId, order.orgId);
    const involved = { ...order.involvedUsers };
    involved[String(order.userId)] = { role: 'sharee', pricingIsHidden: 0 };
    involved[String(userId)] = { role: 'owner', pricingIsHidden: involved[String(userId)]?.pricingIsHidden ?? 0 };
    order.involvedUsers = involved;
    order.userId = userId;
  }
}

/** A guest's own discount and sales-tax switch become their new order's defaults (catalogue §4). */
async function ownerDefaults(em: EntityManager, userId: number, orgId: number) {
  const membership = await em.findOne(MembershipSchema, { userId, orgId });
  if (!membership || (membership.prevRole ?? membership.role) !== 'guest') return undefined;
  return { discountPercentage: membership.discountPercentage ?? null, disableSalesTax: membership.disableSalesTax };
}

async function assertMemberOf(em: EntityManager, userId: number, orgId: number): Promise<void> {
  if (!(await em.findOne(MembershipSchema, { userId, orgId }))) throw notFound('No such user in this organisation.');
}

/** Takes the organisation's next order number atomically (no two orders ever share one). */
export async function allocateOrgSpecificId(em: EntityManager, orgId: number): Promise<number> {
  const rows = await em.execute<{ allocated: number }[]>(
    'update "organisation" set "next_org_specific_id" = "next_org_specific_id" + 1 where "id" = ? returning "next_org_specific_id" - 1 as "allocated"',
    [orgId],
  );
  if (!rows[0]) throw notFound('No such organisation.');
  return Number(rows[0].allocated);
}

/** Odd characters become spaces; an empty or untitled name is refused in the organisation's wording (spec orders §5). */
function validTitle(viewer: Viewer, title: string): string {
  const checked = checkOrderName(title, wordingOf(viewer.registry));
  if (!checked.ok) throw unprocessable(checked.message, [{ path: 'title', message: checked.message }]);
  return checked.title;
}

/**
 * The pricing fields of the staff order info popup are written only by owners and members of an
 * organisation whose package turns them on (extension point 'order-staff-features'; spec orders §6).
 */
function assertStaffPricingFieldsAllowed(viewer: Viewer, fields: readonly string[]): void {
  if (!fields.some((f) => (staffPricingFields as readonly string[]).includes(f))) return;
  if (!viewer.registry.single(orderStaffFeaturesPoint)?.staffPricingFields) throw forbidden(lifecycleMessages.staffPricingFieldsOff);
}
