/**
 * Who may do what with an order's sharing (spec orders §6), as one table: each action names who may.
 * The order has already been found in the caller's organisation and is visible to them.
 */
import type { ProductOrderRow } from '../../db/entities/index.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { forbidden } from '../../http/errors.ts';

type Who = 'anyoneWhoSees' | 'ownerOrEmployee' | 'employee';
export type ShareAction = 'share' | 'shareWithGroup' | 'makeLink' | 'renewLink' | 'choosePricing' | 'togglePricing' | 'removeSharee';

const rules: Record<ShareAction, { who: Who; refusal: string }> = {
  share: { who: 'anyoneWhoSees', refusal: 'You cannot share this order.' },
  // Groups are the organisation's lists of people: only staff see and use them.
  shareWithGroup: { who: 'employee', refusal: 'Only owners and members can share with a user group.' },
  makeLink: { who: 'anyoneWhoSees', refusal: 'You cannot share this order.' },
  // A new link stops every link already sent from working: the order owner or an employee decides that.
  renewLink: { who: 'ownerOrEmployee', refusal: 'Only the order owner, owners and members can replace the link: links already sent would stop working.' },
  // Whether people arriving by a link see prices, and per-person hiding: the order owner or an employee.
  choosePricing: { who: 'ownerOrEmployee', refusal: 'Only the order owner, owners and members can choose whether prices show.' },
  togglePricing: { who: 'ownerOrEmployee', refusal: 'Only the order owner, owners and members can hide or show prices for a person.' },
  removeSharee: { who: 'ownerOrEmployee', refusal: 'Only the order owner, owners and members can remove collaborators.' },
};

type OrderFacts = Pick<ProductOrderRow, 'userId'>;

const allowed: Record<Who, (viewer: Viewer, order: OrderFacts) => boolean> = {
  anyoneWhoSees: () => true,
  ownerOrEmployee: (viewer, order) => viewer.isEmployee || order.userId === viewer.userId,
  employee: (viewer) => viewer.isEmployee,
};

export const mayShare = (viewer: Viewer, order: OrderFacts, action: ShareAction): boolean => allowed[rules[action].who](viewer, order);

export function assertMayShare(viewer: Viewer, order: OrderFacts, action: ShareAction): void {
  if (!mayShare(viewer, order, action)) throw forbidden(rules[action].refusal);
}
