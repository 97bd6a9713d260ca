/** Every entity the ORM knows, in one list. */
import { catalogueEntities } from './catalogue.ts';
import { ProductInstanceSchema, ProductOrderSchema } from './order.ts';
import { MembershipSchema, OrganisationSchema, SessionSchema, UserSchema } from './organisation.ts';
import { resourceEntities } from './resources.ts';
import { lifecycleEntities } from './lifecycle.ts';
import { sharingEntities } from './sharing.ts';

export const allEntities = [
  OrganisationSchema, UserSchema, MembershipSchema, SessionSchema,
  ...catalogueEntities,
  ProductOrderSchema, ProductInstanceSchema,
  ...resourceEntities,
  ...lifecycleEntities,
  ...sharingEntities,
];

export * from './organisation.ts';
export * from './catalogue.ts';
export * from './order.ts';
export * from './resources.ts';
export * from './lifecycle.ts';
export * from './sharing.ts';
