/** Every entity the ORM knows, in one list. */
import { catalogueEntities } from './catalogue.ts';
import { ProductInstanceSchema, ProductOrderSchema } from './order.ts';
import { OrderStatusCountSchema } from './order-status-count.ts';
import { MembershipSchema, OrganisationSchema, SessionSchema, UserSchema } from './organisation.ts';
import { resourceEntities } from './resources.ts';
import { lifecycleEntities } from './lifecycle.ts';
import { paymentEntities } from './payments.ts';
import { sharingEntities } from './sharing.ts';
import { RateLimitSchema } from './rate-limit.ts';
import { UserTokenSchema } from './user-token.ts';
import { platformEntities } from './platform.ts';
import { ServerSecretSchema } from './server-secret.ts';

export const allEntities = [
  OrganisationSchema,
  UserSchema,
  MembershipSchema,
  SessionSchema,
  ...catalogueEntities,
  ProductOrderSchema,
  ProductInstanceSchema,
  OrderStatusCountSchema,
  ...resourceEntities,
  ...lifecycleEntities,
  ...paymentEntities,
  ...sharingEntities,
  RateLimitSchema,
  UserTokenSchema,
  ...platformEntities,
  ServerSecretSchema,
];

export * from './organisation.ts';
export * from './catalogue.ts';
export * from './order.ts';
export * from './order-status-count.ts';
export * from './resources.ts';
export * from './lifecycle.ts';
export * from './payments.ts';
export * from './sharing.ts';
export * from './rate-limit.ts';
export * from './user-token.ts';
export * from './platform.ts';
export * from './server-secret.ts';
