/**
 * Share links and the guests they created. One link per order. Its token is derived, never stored:
 * an HMAC of the order id and the link's version with the server's share-link secret
 * (services/sharing/share-link-tokens.ts), so the same link can be shown again; only its SHA-256 is
 * kept, to find the order a token opens, so a leaked table opens no order. Making a new link moves
 * the version, which revokes the old one.
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
    /** Moved by 'Make a new link': the token derived from the previous version stops working. */
    version: p.integer().default(1),
    /** SHA-256 (hex) of the token derived from the current version; null until first derived (links made before derived tokens). */
    tokenHash: p.string().length(64).unique().nullable(),
    /**
     * SHA-256 of a random token from before links were derived (Migration20261127120000): links
     * already sent keep working until the link is renewed or expires; it cannot be shown again.
     */
    legacyTokenHash: p.string().length(64).unique().nullable().fieldName('legacy_token_hash'),
    /** People arriving by this link do not see prices. */
    pricingIsHidden: flag(),
    /** Who made the current version. */
    createdByUserId: p.manyToOne(UserSchema).mapToPk().fieldName('created_by_user_id').deleteRule('set null').nullable(),
    /** When the current version was made: the link expires SHARE_LINK_TTL_DAYS later. */
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
