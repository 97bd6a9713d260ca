/** The field values of a new membership, in one place for the share link and the demo seeder. */
import type { OrgRole } from '@configurator/core';

/** A plain membership: prices visible, no guest discount of its own, sales tax as the organisation's. */
export function newMembershipValues(fields: { userId: number; orgId: number; role: OrgRole }) {
  return {
    ...fields,
    prevRole: null,
    orgAccessEdgeData: { pricingIsHidden: 0 as const },
    discountPercentage: null,
    disableSalesTax: 0 as const,
    integrationsData: {},
  };
}
