import { describe, expect, it } from 'vitest';
import { statusRecord } from '@configurator/core/demo-records';
import type { OrderView } from '../../order-state/order-types.ts';
import { lifecycleFacts, type Viewer } from './lifecycle-facts.ts';

const statuses = [
  statusRecord({ key: 'started', type: 'orderStarted', title: 'Started' }),
  statusRecord({ key: 'submitted', type: 'submittedForApproval', title: 'Submitted' }),
  statusRecord({ key: 'deposit', type: 'payment', title: 'Deposit' }),
  statusRecord({ key: 'internal', type: 'inProduction', title: 'QA', isVisibleToGuest: false }),
];
const guestStatuses = statuses.filter((s) => s.isVisibleToGuest);

const order = (patch: Partial<OrderView> = {}): OrderView =>
  ({
    id: 1,
    userId: 7,
    statusData: {},
    lastCompletedStatusKey: 'started',
    isStocked: 0,
    amountPaidInCents: 0,
    feedbackNotes: '',
    involvedUsers: { 7: { role: 'owner', pricingIsHidden: 0 } },
    ...patch,
  }) as unknown as OrderView;

const guest: Viewer = { userId: 7, role: 'guest', prevRole: null, isEmployee: false };
const stranger: Viewer = { userId: 9, role: 'guest', prevRole: null, isEmployee: false };
const member: Viewer = { userId: 3, role: 'member', prevRole: null, isEmployee: true };
const guestMode: Viewer = { userId: 3, role: 'guest', prevRole: 'member', isEmployee: false };

describe('lifecycleFacts', () => {
  it('lets the owning guest submit and edit a started order, and nothing is locked', () => {
    const facts = lifecycleFacts(guestStatuses, order(), guest, true);
    expect([...facts.moves]).toEqual(['submit']);
    expect(facts).toMatchObject({ isLocked: false, canEditDetails: true, showsPricingFields: false, canDelete: true });
  });

  it('locks a submitted order for the guest, who may only cancel it; no details popup', () => {
    const facts = lifecycleFacts(guestStatuses, order({ lastCompletedStatusKey: 'submitted' }), guest, true);
    expect([...facts.moves]).toEqual(['cancel']);
    expect(facts).toMatchObject({ isLocked: true, canEditDetails: false });
    expect(facts.current?.key).toBe('submitted');
  });

  it('gives staff the approval moves, status dots and (where the package turns them on) the pricing fields', () => {
    const facts = lifecycleFacts(statuses, order({ lastCompletedStatusKey: 'submitted' }), member, true);
    expect(facts.moves).toEqual(new Set(['approve', 'requireChanges', 'cancel', 'setStatus']));
    expect(facts).toMatchObject({ isLocked: false, canEditDetails: true, showsPricingFields: true, canDelete: true });
    expect(lifecycleFacts(statuses, order(), member, false).showsPricingFields).toBe(false);
  });

  it('treats guest mode as a guest: locked past the first step, no status setting, no pricing fields', () => {
    const facts = lifecycleFacts(guestStatuses, order({ lastCompletedStatusKey: 'submitted' }), guestMode, true);
    expect(facts.moves.has('setStatus')).toBe(false);
    expect(facts).toMatchObject({ isLocked: true, showsPricingFields: false, canDelete: false });
  });

  it("shows guest mode only the steps visible to guests, though the server (which does not know the browser's mode) sent them all", () => {
    const facts = lifecycleFacts(statuses, order({ lastCompletedStatusKey: 'submitted' }), guestMode, true);
    expect(facts.statuses.map((s) => s.key)).toEqual(guestStatuses.map((s) => s.key));
    expect(lifecycleFacts(statuses, order(), member, true).statuses).toHaveLength(statuses.length);
  });

  it('keeps cancel away once something was paid', () => {
    const facts = lifecycleFacts(guestStatuses, order({ lastCompletedStatusKey: 'deposit', amountPaidInCents: 100 }), guest, false);
    expect(facts.moves.has('cancel')).toBe(false);
  });

  it('reads a step hidden from guests as past the first one: locked, no submit', () => {
    const facts = lifecycleFacts(guestStatuses, order({ lastCompletedStatusKey: 'internal' }), guest, false);
    expect(facts.moves.has('submit')).toBe(false);
    expect(facts.isLocked).toBe(true);
  });

  it('offers Delete as the transitions table allows it (issue 32): the guest a draft only, staff later, nobody once paid', () => {
    expect(lifecycleFacts(guestStatuses, order({ lastCompletedStatusKey: 'submitted' }), guest, false).canDelete).toBe(false);
    expect(lifecycleFacts(guestStatuses, order({ lastCompletedStatusKey: 'internal' }), guest, false).canDelete).toBe(false);
    expect(lifecycleFacts(statuses, order({ lastCompletedStatusKey: 'submitted' }), member, false).canDelete).toBe(true);
    expect(lifecycleFacts(statuses, order({ lastCompletedStatusKey: 'deposit', amountPaidInCents: 100 }), member, false).canDelete).toBe(false);
    // A sharee (not the owner) may delete a draft too.
    const sharee: Viewer = { userId: 8, role: 'guest', prevRole: null, isEmployee: false };
    expect(
      lifecycleFacts(
        guestStatuses,
        order({ involvedUsers: { 7: { role: 'owner', pricingIsHidden: 0 }, 8: { role: 'sharee', pricingIsHidden: 0 } } }),
        sharee,
        false,
      ).canDelete,
    ).toBe(true);
  });

  it('offers nothing to someone not on the order, and no delete', () => {
    const facts = lifecycleFacts(guestStatuses, order(), stranger, false);
    expect(facts.moves.size).toBe(0);
    expect(facts.canDelete).toBe(false);
  });
});
