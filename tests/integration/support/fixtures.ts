/**
 * Demo organisations for the integration tests: the generic demo organisation (with one more user who
 * also belongs to a second organisation) and a second, small organisation to prove isolation.
 */
import type { DemoOrganisation } from '@configurator/core';
import { FIXTURE_PLUGIN_ID } from '@configurator/test-harness';
import { genericOrganisation } from '@configurator/server/seed/generic-organisation';
import { DEMO_PASSWORD, statusRecord } from '@configurator/core/demo-records';

export const PASSWORD = DEMO_PASSWORD;
export const MULTI = 'multi@both.test';

/** A status only owners and members see (isVisibleToGuest false), placed after 'In Production'. */
export const STAFF_ONLY_STATUS = statusRecord({ key: 'qualityCheck', type: 'static', title: 'Quality Check', isVisibleToGuest: false });

export const generic: DemoOrganisation = {
  ...genericOrganisation,
  // The fixture plugin turns on every staff feature for the tests (the organisation's own package gives
  // one of them, on the same single point: the fixture takes its place).
  enabledPlugins: [...genericOrganisation.enabledPlugins.filter((p) => !p.id.startsWith('org-')), { id: FIXTURE_PLUGIN_ID, settings: {} }],
  productOrderStatuses: (genericOrganisation.productOrderStatuses ?? []).flatMap((s) => (s.key === 'inProduction' ? [s, STAFF_ONLY_STATUS] : [s])),
  users: [...genericOrganisation.users, { email: MULTI, password: PASSWORD, firstName: 'Mia', lastName: 'Multi', role: 'member' }],
};

export const OTHER_ORG_ID = 2;

export const other: DemoOrganisation = {
  id: OTHER_ORG_ID,
  title: 'Other Org',
  enabledPlugins: [],
  users: [
    { email: 'owner@other.test', password: PASSWORD, firstName: 'Otto', lastName: 'Other', role: 'owner' },
    { email: 'guest@other.test', password: PASSWORD, firstName: 'Gus', lastName: 'Other', role: 'guest' },
    { email: MULTI, password: PASSWORD, firstName: 'Mia', lastName: 'Multi', role: 'guest' },
  ],
  catalogue: {
    productCategories: [{ id: 60001, title: 'Widgets', rank: 1, archived: 0, thumbnailUrl: null, fileUrl: null }],
    products: [
      {
        id: 60001,
        title: 'Widget',
        description: '',
        productCategoryId: 60001,
        archived: 0,
        publishLevel: 'all',
        rank: 1,
        thumbnailUrl: null,
        links: '',
        instanceTitleIsRequired: 0,
        shouldRoundPrice: 0,
        isStocked: 0,
        currentInventory: 0,
        mediumId: null,
        referenceCodes: {},
        associations: { productProperties: {} },
        data: {},
      },
    ],
    productPricingRules: [
      { id: 60001, productId: 60001, kind: 'basePrice', productOptionId: null, amountInCents: 1000, data: {}, validFrom: null, validTo: null },
    ],
  },
  orders: [{ title: 'Other order', ownerEmail: 'owner@other.test', items: [{ productId: 60001, quantity: 2 }] }],
};

export const fixtureOrganisations = [generic, other];

/** Ids in the generic organisation's catalogue (server/src/seed/generic-organisation.ts). */
export const G = {
  orgId: genericOrganisation.id,
  shaker: 50001,
  slab: 50002,
  namePlate: 50003,
  sampleKit: 50004,
  finish: 50001,
  hardware: 50002,
  width: 50003,
  height: 50004,
  engraving: 50005,
  oak: 50101,
  walnut: 50102,
  white: 50103,
  noHardware: 50111,
  brass: 50112,
  black: 50113,
  tradeBrass: 50114,
};
