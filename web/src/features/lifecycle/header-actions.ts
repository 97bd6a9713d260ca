/**
 * What the order header offers one viewer (issue 31): one primary action for the step the order is
 * at (Create, Submit, Approve or Pay) and the rest in its More menu, Delete last. Built from the
 * lifecycle facts (core's transitions table, the rules the server applies), so a viewer is never
 * offered a move the server would refuse; what the server allows but a person should not be offered
 * (an anonymous share-link visitor's Duplicate, Archive and Delete) is left out too.
 */
import type { MoveName } from '@configurator/core';

export type PrimaryKey = 'create' | 'submit' | 'approve' | 'pay';

/** 'orgActions' and 'documentLinks' stand for the organisation's entries (none or several). */
export type MenuKey = 'submit' | 'details' | 'cart' | 'orderInfo' | 'orgActions' | 'documentLinks' | 'cancel' | 'duplicate' | 'archive' | 'delete';

export interface HeaderViewerFacts {
  /** The first-order project-info form is shown: naming the order (Create order) comes first. */
  asksForName: boolean;
  moves: ReadonlySet<MoveName>;
  /** The order is at a payment step and the viewer sees its prices. */
  paysNow: boolean;
  canEditDetails: boolean;
  isStaff: boolean;
  isAnonymous: boolean;
  canDelete: boolean;
}

export function primaryAction(facts: HeaderViewerFacts): PrimaryKey | null {
  if (facts.asksForName) return 'create';
  if (facts.moves.has('submit')) return 'submit';
  if (facts.moves.has('approve')) return 'approve';
  if (facts.paysNow) return 'pay';
  return null;
}

export function moreMenuKeys(facts: HeaderViewerFacts): MenuKey[] {
  const primary = primaryAction(facts);
  const keys: (MenuKey | false)[] = [
    facts.moves.has('submit') && primary !== 'submit' && 'submit',
    facts.canEditDetails && 'details',
    'cart',
    facts.isStaff && 'orderInfo',
    'orgActions',
    'documentLinks',
    facts.moves.has('cancel') && 'cancel',
    !facts.isAnonymous && 'duplicate',
    !facts.isAnonymous && 'archive',
    // The server lets the people on a draft delete it; a visitor who only holds its link is not offered that.
    facts.canDelete && !facts.isAnonymous && 'delete',
  ];
  return keys.filter((key): key is MenuKey => key !== false);
}
