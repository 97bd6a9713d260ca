/**
 * An order's share link as people see it (spec orders §3 shareableLink, §7 generate-shareable-link):
 * which link is current, who may read its token, and the token itself (derived, see share-link-tokens).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate } from '@configurator/core';
import type { Viewer } from '../../auth/viewer.ts';
import type { ShareLinkRow } from '../../db/entities/index.ts';
import { hashToken } from '../../auth/tokens.ts';
import { canSeeOrder, pricingHiddenFor, type OrderPricingFacts } from '../access.ts';
import { mayShare } from './share-permissions.ts';
import { shareLinkToken } from './share-link-tokens.ts';

/** A share link stops working this long after it was made (issue 11: tokens expire); a new link starts again. */
export const SHARE_LINK_TTL_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Links made at or before this moment have expired. */
export const expiredBefore = (now = new Date()): string => toStoredDate(new Date(now.getTime() - SHARE_LINK_TTL_DAYS * DAY_MS));

export const isExpired = (link: Pick<ShareLinkRow, 'created'>, now = new Date()): boolean => link.created <= expiredBefore(now);

/**
 * Who may read the order's link: those who may make one (share-permissions) and see the order as
 * staff or involved people, except a person whose prices are hidden when the link shows them (they
 * could open it elsewhere and see prices).
 */
export function mayReadLink(viewer: Viewer, order: OrderPricingFacts & { orgId: number }, link: Pick<ShareLinkRow, 'pricingIsHidden'>): boolean {
  if (!canSeeOrder(viewer, order) || !mayShare(viewer, order, 'makeLink')) return false;
  return link.pricingIsHidden === 1 || !pricingHiddenFor(viewer, order);
}

/**
 * The token of the link's current version, or null when it would not open the order: expired, or
 * its hash not yet stored (a link from before derived tokens, until generate-shareable-link stores it).
 */
export async function currentToken(em: EntityManager, link: ShareLinkRow, now = new Date()): Promise<string | null> {
  if (!link.tokenHash || isExpired(link, now)) return null;
  const token = await shareLinkToken(em, link);
  return hashToken(token) === link.tokenHash ? token : null;
}
