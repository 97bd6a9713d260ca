/**
 * Seeds one demo organisation in one transaction: the organisation with its settings, its users
 * (an email already known is the same person, given another membership), its catalogue with the
 * ids the package gives, and its demo orders priced by core's pricing.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import {
  currentDataVersion,
  indexCatalogue,
  type Catalogue,
  type DemoOrder,
  type DemoOrganisation,
  type DemoSpatial,
  type OrgRegistry,
} from '@configurator/core';
import { entityTypeOf } from '../services/entities/entity-types.ts';
import {
  ArchCustomViewSchema,
  ArchWallSchema,
  GenericEntitySchema,
  MediumSchema,
  MembershipSchema,
  OrganisationSchema,
  ProductCategorySchema,
  ProductInstanceSchema,
  ProductOptionClassifierSchema,
  ProductOptionSchema,
  ProductOrderSchema,
  ProductPricingRuleSchema,
  ProductPropertyGroupSchema,
  ProductPropertySchema,
  ProductRuleSchema,
  ProductSchema,
  UserSchema,
  type User,
} from '../db/entities/index.ts';
import { newItemValues, newOrderValues } from '../services/order-factory.ts';
import { demoStatusData, seedDemoHistory } from './demo-history.ts';
import { priceOrder } from '../services/order-pricing.ts';
import { newMembershipValues } from '../services/membership-factory.ts';

/** Where each catalogue list of a demo payload is stored. */
const catalogueTables: { [K in keyof Catalogue]: EntitySchema } = {
  productCategories: ProductCategorySchema as EntitySchema,
  products: ProductSchema as EntitySchema,
  productProperties: ProductPropertySchema as EntitySchema,
  productOptions: ProductOptionSchema as EntitySchema,
  productRules: ProductRuleSchema as EntitySchema,
  productPropertyGroups: ProductPropertyGroupSchema as EntitySchema,
  productPricingRules: ProductPricingRuleSchema as EntitySchema,
  productOptionClassifiers: ProductOptionClassifierSchema as EntitySchema,
};

export async function seedOrganisation(
  em: EntityManager,
  demo: DemoOrganisation,
  registry: OrgRegistry,
  passwordHashes: ReadonlyMap<string, string>,
): Promise<void> {
  const org = em.create(OrganisationSchema, {
    id: demo.id,
    title: demo.title,
    settings: {
      enabledPlugins: demo.enabledPlugins,
      productOrderStatuses: demo.productOrderStatuses ?? [],
      paymentMethods: demo.paymentMethods ?? [],
      enabledIntegrations: demo.enabledIntegrations ?? [],
      branding: {},
    },
    nextOrgSpecificId: demo.orders.length + 1,
  });

  // Users already known (members of an organisation seeded before) in one query.
  const emails = demo.users.map((u) => u.email.toLowerCase());
  const usersByEmail = new Map<string, User>((await em.find(UserSchema, { email: { $in: emails } })).map((u) => [u.email, u]));
  for (const demoUser of demo.users) {
    const email = demoUser.email.toLowerCase();
    const user =
      usersByEmail.get(email) ??
      em.create(UserSchema, {
        email,
        passwordHash: passwordHashes.get(email) ?? null,
        firstName: demoUser.firstName,
        lastName: demoUser.lastName,
        appData: {},
      });
    usersByEmail.set(email, user);
  }
  await em.flush();
  for (const demoUser of demo.users) {
    em.create(MembershipSchema, newMembershipValues({ userId: usersByEmail.get(demoUser.email.toLowerCase())!.id, orgId: org.id, role: demoUser.role }));
  }

  const catalogue = emptyCatalogue();
  for (const key of Object.keys(catalogueTables) as (keyof Catalogue)[]) {
    for (const record of demo.catalogue[key] ?? []) {
      const row = { ...record, orgId: demo.id };
      em.create(catalogueTables[key], row);
      (catalogue[key] as unknown[]).push(row);
    }
  }
  await em.flush();

  for (const medium of demo.media ?? []) {
    const byId = (ids: number[] = []) => Object.fromEntries(ids.map((id) => [String(id), {}]));
    em.create(MediumSchema, {
      orgId: org.id,
      title: medium.title,
      type: 'image',
      fileName: medium.fileName,
      fileExtension: medium.fileExtension,
      hasFile: 1,
      associations: {
        products: byId(medium.associations.products),
        productProperties: byId(medium.associations.productProperties),
        productOptions: byId(medium.associations.productOptions),
      },
    });
  }
  const index = indexCatalogue(catalogue);
  // Demo history rows name the organisation's first owner as the staff who moved the orders on.
  const ownerEmail = demo.users.find((u) => u.role === 'owner')?.email ?? demo.users[0]?.email ?? '';
  const orgOwner = usersByEmail.get(ownerEmail.toLowerCase())!;
  const seededAt = new Date();
  const orders = demo.orders.map((demoOrder, i) => {
    const owner = usersByEmail.get(demoOrder.ownerEmail.toLowerCase());
    if (!owner)
      throw new Error(`Demo order '${demoOrder.title}' of organisation ${demo.id} names an owner who is not one of its users: ${demoOrder.ownerEmail}`);
    const category = demoOrder.productCategoryId == null ? undefined : catalogue.productCategories.find((c) => c.id === demoOrder.productCategoryId);
    // Demo orders were named by their owners: their project info was asked already (spec §2).
    return em.create(ProductOrderSchema, {
      ...newOrderValues({
        orgId: demo.id,
        orgSpecificId: i + 1,
        userId: owner.id,
        title: demoOrder.title,
        productCategoryId: demoOrder.productCategoryId ?? null,
        productCategoryTitle: category?.title ?? '',
        archived: demoOrder.archived ? 1 : 0,
        isStocked: demoOrder.isStocked ? 1 : 0,
        type: demoOrder.type ?? 'standalone',
        statusData: demoStatusData(demoOrder.completedStatusKeys ?? [], seededAt),
      }),
      promptedForProjectInfo: 1,
      ...demoDetails(demoOrder.details),
    });
  });
  // One flush gives every order its id; the items then name it.
  await em.flush();
  for (const [i, demoOrder] of demo.orders.entries()) {
    const order = orders[i]!;
    const items = demoOrder.items.map((item, rank) =>
      em.create(
        ProductInstanceSchema,
        newItemValues({
          orgId: demo.id,
          productOrderId: order.id,
          productId: item.productId,
          quantity: item.quantity ?? 1,
          rank: rank + 1,
          title: item.title,
          properties: item.properties,
        }),
      ),
    );
    if (demoOrder.spatial) await seedSpatial(em, registry, demo.id, order.id, demoOrder.spatial);
    // Demo guests have no discount of their own, so no guestDiscountPercentage.
    priceOrder({ index, registry, order, items });
    seedDemoHistory(em, {
      order,
      statuses: demo.productOrderStatuses ?? [],
      completedStatusKeys: demoOrder.completedStatusKeys ?? [],
      owner: usersByEmail.get(demoOrder.ownerEmail.toLowerCase())!,
      staff: orgOwner,
      now: seededAt,
    });
  }
  await em.flush();
}

/** Walls, viewports and entities of an architectural demo order; keys become the ids the rows get. */
async function seedSpatial(em: EntityManager, registry: OrgRegistry, orgId: number, productOrderId: number, spatial: DemoSpatial): Promise<void> {
  for (const wall of spatial.walls) em.create(ArchWallSchema, { orgId, productOrderId, ...wall });
  const views = new Map(
    spatial.customViews.map((v) => [
      v.key,
      em.create(ArchCustomViewSchema, { orgId, productOrderId, title: v.title, rank: v.rank, drawingNotesData: v.drawingNotesData ?? {} }),
    ]),
  );
  await em.flush();
  const viewId = (key: string | undefined) => (key === undefined ? null : (views.get(key)?.id ?? null));
  const byKey = new Map<string, { id: number }>();
  // Parents first: an entity names only entities listed before it.
  for (const e of spatial.entities) {
    const parent = e.parentKey === undefined ? undefined : byKey.get(e.parentKey);
    if (e.parentKey !== undefined && !parent) throw new Error(`Demo entity of order ${productOrderId} names parent '${e.parentKey}' before it is listed`);
    const row = em.create(GenericEntitySchema, {
      orgId,
      productOrderId,
      type: e.type,
      parentId: parent?.id ?? null,
      parentResourceKey: parent ? 'entity' : null,
      properties: {},
      isTentative: 0,
      data: { ...e.data, archCustomViewId: viewId(e.customViewKey) },
      // Demo data is written as its type writes data today.
      dataVersion: currentDataVersion(entityTypeOf(registry, e.type) ?? {}),
    });
    if (e.key !== undefined) {
      await em.flush();
      byKey.set(e.key, row);
    }
  }
}

/** The contact details a demo order's owner entered, as the order stores them. */
function demoDetails(details: DemoOrder['details']) {
  if (!details) return {};
  return {
    phone: details.phone,
    clientEmails: details.clientEmails,
    firmName: details.firmName ?? '',
    contactName: details.contactName ?? '',
    deliveryAddress: { streetAddress: '', streetAddress2: '', city: '', state: '', zip: '', country: '', ...details.deliveryAddress },
  };
}

const emptyCatalogue = (): Catalogue => ({
  products: [],
  productCategories: [],
  productProperties: [],
  productOptions: [],
  productRules: [],
  productPropertyGroups: [],
  productPricingRules: [],
  productOptionClassifiers: [],
});
