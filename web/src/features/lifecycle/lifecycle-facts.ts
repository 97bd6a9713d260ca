/**
 * What the order page's lifecycle screens may offer one viewer (spec orders §4, §6), as a pure
 * function of the organisation's statuses, the order and the viewer: the step the order is at, the
 * moves the transitions table allows them now (the same table the server applies), and whether the
 * order is read-only for them, its details editable, the pricing fields shown, deleting allowed.
 */
import {
  availableMoves,
  availablePluginMoves,
  currentStatus,
  mayDeleteOrder,
  statusesVisibleToRole,
  type MoveName,
  type OrganisationLifecycle,
  type OrgRole,
  type PluginMoveName,
  type StatusDefinition,
} from '@configurator/core';
import type { OrderView } from '../../order-state/order-types.ts';

export interface LifecycleFacts {
  statuses: readonly StatusDefinition[];
  current: StatusDefinition | undefined;
  moves: ReadonlySet<MoveName>;
  /** The moves the organisation's plugins add that the viewer may make now, with their buttons. */
  pluginMoves: readonly { move: PluginMoveName; label: string; description?: string }[];
  isStaff: boolean;
  /** A person who is not staff looking at an order past its first step: nothing on it may change. */
  isLocked: boolean;
  /** Edit Order Details: in orderStarted, or for employees. */
  canEditDetails: boolean;
  /** Staff of an organisation whose package turns the pricing fields on. */
  showsPricingFields: boolean;
  /** The transitions table's 'delete' row (mayDeleteOrder, as the server decides): the people on it while a draft, staff later; never once paid. */
  canDelete: boolean;
}

export interface Viewer {
  userId: number;
  role: OrgRole;
  prevRole: OrgRole | null;
  /** An owner or member outside guest mode. */
  isEmployee: boolean;
}

export function lifecycleFacts(
  organisationStatuses: readonly StatusDefinition[],
  order: OrderView | null,
  viewer: Viewer,
  staffPricingFieldsOn: boolean,
  now: Date = new Date(),
  /** The organisation's table with its plugins' guards and moves (lifecycleOf(registry)); absent: core's. */
  lifecycle?: OrganisationLifecycle,
): LifecycleFacts {
  // Filtered here by the role the viewer has in this browser: in guest mode the server, which does not know it, sends staff-only steps too.
  const statuses = statusesVisibleToRole(organisationStatuses, viewer.role);
  if (!order) {
    return {
      statuses,
      current: undefined,
      moves: new Set(),
      pluginMoves: [],
      isStaff: viewer.isEmployee,
      isLocked: false,
      canEditDetails: false,
      showsPricingFields: false,
      canDelete: false,
    };
  }
  const current = currentStatus(statuses, order.lastCompletedStatusKey)?.status;
  // A step hidden from this viewer (not in their list) is past the first one.
  const hiddenStep = order.lastCompletedStatusKey !== null && !statuses.some((s) => s.key === order.lastCompletedStatusKey);
  const started = !hiddenStep && (!current || current.type === 'orderStarted');
  const isInvolved = order.involvedUsers[String(viewer.userId)] !== undefined || order.userId === viewer.userId;
  const moveInput = {
    statuses,
    order: { ...order, amountPaidInCents: order.amountPaidInCents ?? 0 },
    actor: { kind: 'person' as const, role: viewer.role, prevRole: viewer.prevRole, isInvolved },
    now,
    transitions: lifecycle?.transitions,
  };
  const moves = new Set(availableMoves(moveInput));
  const pluginMoves = hiddenStep || !lifecycle ? [] : availablePluginMoves(moveInput, lifecycle.buttons);
  if (hiddenStep) moves.delete('submit');
  return {
    statuses,
    current: hiddenStep ? undefined : current,
    moves,
    pluginMoves,
    isStaff: viewer.isEmployee,
    isLocked: !viewer.isEmployee && !started,
    canEditDetails: viewer.isEmployee || started,
    showsPricingFields: viewer.isEmployee && staffPricingFieldsOn,
    // A step hidden from this viewer is past the first one, where only staff (who see every step) may delete.
    canDelete: !hiddenStep && mayDeleteOrder(moveInput),
  };
}
