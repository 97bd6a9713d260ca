/**
 * The order header's actions (issue 31): one primary button for the step the order is at (Create
 * order, Submit or Continue to Payment, Approve, Pay) and a More actions menu with the rest, Delete
 * last in the danger colour. Which entries a viewer gets comes from header-actions.ts (the lifecycle
 * facts, i.e. the transitions table the server applies). The popups the menu opens (Edit Order
 * Details, Order Info) load on their first opening (issue 17).
 */
import { lazy, useState } from 'react';
import { isAnonymousGuest, lifecycleMessages, type CatalogueIndex, type PublicUser } from '@configurator/core';
import { askConfirm } from '../../ui/dialogs.ts';
import { DropdownMenu, type MenuAction } from '../../ui/DropdownMenu.tsx';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import { useSession } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView, OrderView } from '../../order-state/order-types.ts';
import { useOrgOrderEntries } from './use-org-order-entries.ts';
import { asksForProjectInfo, PROJECT_INFO_FORM_ID } from '../project-info/untitled-draft.ts';
import { approveOrder, cancelOrder, makePluginMove } from '../lifecycle/lifecycle-actions.ts';
import { useApprovalFeedback } from '../lifecycle/approval-feedback-store.ts';
import { useOrderDetailsPopup } from '../lifecycle/order-details-popup-store.ts';
import { moreMenuKeys, primaryAction, type MenuKey } from '../lifecycle/header-actions.ts';
import { useOrderActions } from '../lifecycle/use-order-actions.ts';
import { useSubmitOrder } from '../lifecycle/use-submit-order.ts';
import { useCartVisibility } from '../lifecycle/use-cart-visibility.ts';
import type { LifecycleFacts } from '../lifecycle/use-lifecycle.ts';

const OrderInfoDialog = lazy(() => import('../lifecycle/OrderInfoDialog.tsx').then((m) => ({ default: m.OrderInfoDialog })));

interface OrderHeaderActionsProps {
  order: OrderView;
  items: ItemView[];
  index: CatalogueIndex;
  /** Asked at the press: every item's validity is completed then (some are evaluated in idle time). */
  hasInvalidItem: () => boolean;
  facts: LifecycleFacts;
}

/** Brings the payment panel into view and puts focus on its first control. */
function goToPayment() {
  const panel = document.querySelector<HTMLElement>('.payment-panel');
  if (!panel) return;
  panel.scrollIntoView({ block: 'start', behavior: 'smooth' });
  panel.querySelector<HTMLElement>('input, button, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus({ preventScroll: true });
}

export function OrderHeaderActions({ order, items, index, hasInvalidItem, facts }: OrderHeaderActionsProps) {
  const session = useSession();
  const people = useOrderStore((s) => s.data?.guests) ?? [];
  // A viewer whose prices are hidden received no pricing fields: nothing to show, nothing to overwrite.
  const pricingHidden = useOrderStore((s) => s.pricingIsHidden);
  const [infoOpen, setInfoOpen] = useState(false);
  const [cartVisible, setCartVisible] = useCartVisibility();
  const submit = useSubmitOrder(order, hasInvalidItem);
  const orderActions = useOrderActions(order);
  const org = useOrgOrderEntries(order);
  const [approving, setApproving] = useState(false);

  const viewerFacts = {
    asksForName: asksForProjectInfo(order, session.user.id),
    moves: facts.moves,
    paysNow: facts.current?.type === 'payment' && !pricingHidden,
    canEditDetails: facts.canEditDetails,
    isStaff: facts.isStaff,
    isAnonymous: isAnonymousGuest(session.user),
    canDelete: facts.canDelete,
  };
  const primary = primaryAction(viewerFacts);

  const entries: Record<MenuKey, MenuAction[]> = {
    submit: [{ label: submit.label, onSelect: () => void submit.submit() }],
    details: [{ label: 'Edit Order Details', onSelect: () => useOrderDetailsPopup.getState().show() }],
    cart: [{ label: cartVisible ? 'Hide Cart' : 'View Cart', onSelect: () => setCartVisible(!cartVisible) }],
    orderInfo: [{ label: 'Order Info', onSelect: () => setInfoOpen(true) }],
    // The organisation's own entries: its actions, then the moves its plugins add to the lifecycle.
    orgActions: [...org.actions, ...facts.pluginMoves.map((m) => ({ label: m.label, onSelect: () => void makePluginMove(m.move) }))],
    documentLinks: org.documentLinks,
    cancel: [
      {
        label: 'Cancel Order',
        onSelect: async () => {
          if (await askConfirm(lifecycleMessages.cancelConfirm, 'Yes, cancel it')) await cancelOrder();
        },
      },
    ],
    duplicate: [{ label: orderActions.busy === 'duplicate' ? 'Duplicating…' : 'Duplicate', onSelect: () => void orderActions.duplicate() }],
    archive: [{ label: orderActions.archiveLabel, onSelect: orderActions.toggleArchive }],
    delete: [{ label: 'Delete', isDanger: true, onSelect: () => void orderActions.remove() }],
  };
  const menu = moreMenuKeys(viewerFacts).flatMap((key) => entries[key]);

  const me: PublicUser = { id: session.user.id, email: session.user.email, firstName: session.user.firstName, lastName: session.user.lastName };
  const owners = people.some((p) => p.id === me.id) ? people : [...people, me];

  return (
    <div className="order-header-actions">
      {primary === 'create' && (
        <button type="submit" form={PROJECT_INFO_FORM_ID} className="btn btn-primary">
          Create order
        </button>
      )}
      {primary === 'submit' && (
        <button type="button" className="btn btn-primary" disabled={submit.busy} onClick={() => void submit.submit()}>
          {submit.label}
        </button>
      )}
      {primary === 'approve' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={approving}
          title="Approve with the feedback written below, if any"
          onClick={async () => {
            setApproving(true);
            if (await approveOrder(useApprovalFeedback.getState().feedback)) useApprovalFeedback.getState().set('');
            setApproving(false);
          }}
        >
          Approve
        </button>
      )}
      {primary === 'pay' && (
        <button type="button" className="btn btn-primary" onClick={goToPayment}>
          Pay
        </button>
      )}
      <DropdownMenu trigger="More actions" triggerClassName="btn order-more" menuLabel="More actions" actions={menu} />
      {infoOpen && facts.isStaff && (
        <LazyDialogSlot>
          {(openedFrom) => (
            <OrderInfoDialog
              order={order}
              people={owners}
              showPricingFields={facts.showsPricingFields && !pricingHidden}
              canDelete={facts.canDelete}
              csv={async () => (await import('../lifecycle/order-csv.ts')).orderCsv(order, items, index)}
              openedFrom={openedFrom}
              onClose={() => setInfoOpen(false)}
            />
          )}
        </LazyDialogSlot>
      )}
    </div>
  );
}
