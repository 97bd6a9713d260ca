/**
 * Share links and the guests they created. A link's token is never stored: only its SHA-256, so a
 * leaked table opens no order. One link per order; making a new one replaces (revokes) the old.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, flag, id } from '../columns.ts';
import { orgIdColumn, UserSchema } from './organisation.ts';
import { ProductOrderSchema } from './order.ts';

export const ShareLinkSchema = defineEntity({
  name: 'ShareLink',
  tableName: 'share_link',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productOrderId: p.manyToOne(ProductOrderSchema).mapToPk().fieldName('product_order_id').deleteRule('cascade').unique(),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: p.string().length(64).unique(),
    /** People arriving by this link do not see prices. */
    pricingIsHidden: flag(),
    createdByUserId: p.manyToOne(UserSchema).mapToPk().fieldName('created_by_user_id').deleteRule('set null').nullable(),
    created: createdAt(),
  },
});
export type ShareLinkRow = InferEntity<typeof ShareLinkSchema>;

/**
 * The guest user an anonymous browser got for an order's link: the browser keeps a random key in a
 * cookie (stored here hashed), so visiting the link again signs the same guest in instead of making
 * another user.
 */
export const ShareLinkGuestSchema = defineEntity({
  name: 'ShareLinkGuest',
  tableName: 'share_link_guest',
  properties: {
    id: id(),
    browserKeyHash: p.string().length(64),
    productOrderId: p.manyToOne(ProductOrderSchema).mapToPk().fieldName('product_order_id').deleteRule('cascade'),
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').deleteRule('cascade'),
    created: createdAt(),
  },
  uniques: [{ properties: ['browserKeyHash', 'productOrderId'] }],
});
export type ShareLinkGuestRow = InferEntity<typeof ShareLinkGuestSchema>;

export const sharingEntities = [ShareLinkSchema, ShareLinkGuestSchema];
