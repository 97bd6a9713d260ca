/**
 * /orders/{orgSpecificId} (spec orders.md §2): the order's number and title, its items, the active
 * item's bar (quantity, price), its live drawing and its options. Saves are optimistic; the server's
 * answer brings the recomputed prices. An order the viewer may not see goes to /404/order.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { mayBePayableAt, RECORDED_PAYMENTS_KEY } from '@configurator/core';
import { useSession } from '../session/session-store.ts';
import { useRoleFacts, useTheme, useWording } from '../session/org-hooks.ts';
import { askConfirm } from '../../ui/dialogs.ts';
import { ErrorBanner } from '../../ui/ErrorBanner.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useRouteOrder } from './use-route-order.ts';
import { OrderLoadFallback } from './OrderLoadFallback.tsx';
import { creatableProducts, useInputFactory, useItemEvaluation } from '../../order-state/item-context.ts';
import { useInvalidItemIds } from '../../order-state/invalid-items.ts';
import { ItemList, itemLabel } from '../../order-state/ItemList.tsx';
import { ActiveItemBar } from './ActiveItemBar.tsx';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import { ItemDrawing } from './ItemDrawing.tsx';
import { OptionsPanel } from '../option-picker/OptionsPanel.tsx';
import { OrderDetailsSlot } from './OrderDetailsSlot.tsx';
import { OrderHeader } from './OrderHeader.tsx';
import { useOrderDetailsPopup } from '../lifecycle/order-details-popup-store.ts';
import { useCartVisibility } from '../lifecycle/use-cart-visibility.ts';
import { OrderLifecycle } from '../lifecycle/OrderLifecycle.tsx';
import { useLifecycle } from '../lifecycle/use-lifecycle.ts';
import { OrderAddControl } from '../add-menu/OrderAddControl.tsx';
import { DrawingControls } from '../drawing-controls/DrawingControls.tsx';
import { useDrawingView } from '../drawing-controls/use-drawing-view.ts';
import { ItemNotesButton } from '../item-notes/ItemNotesButton.tsx';
import { asksForProjectInfo } from '../project-info/untitled-draft.ts';
import { useUntitledDraftGuard } from '../project-info/use-remove-untitled-draft.ts';
import { OrderPageTour } from '../guided-tour/OrderPageTour.tsx';
import './order.css';
import { usePageTitle } from '../session/use-page-title.ts';
import { OrderViewTabs } from '../order-views/OrderViewTabs.tsx';
import { useLargestDrawing } from './order-scale.ts';
import { useAfterFirstPaint } from './use-after-first-paint.ts';
import { PluginOrderPanels } from './PluginOrderPanels.tsx';
import { useLiveOrder } from '../../order-state/use-live-order.ts';

/** The plan editor of spatial orders, with konva's plan canvas: loaded only when such an order opens. */
const PlanEditor = lazy(() => import('../plan-canvas/PlanEditor.tsx'));
// Who else is on the plan, and their changes applied (issue 36): loaded with the plan.
const PlanLive = lazy(() => import('../plan-canvas/PlanLive.tsx').then((m) => ({ default: m.PlanLive })));

// The two item dialogs load on first use (issue 17), as the add menu's Custom Product popup does.
const CreateItemPopup = lazy(() => import('./CreateItemPopup.tsx').then((m) => ({ default: m.CreateItemPopup })));
const ItemTitlePopup = lazy(() => import('./ItemTitlePopup.tsx').then((m) => ({ default: m.ItemTitlePopup })));
// Asked when an unnamed order with work in it is left (issue 31): loaded then only.
const LeaveDraftDialog = lazy(() => import('../project-info/LeaveDraftDialog.tsx').then((m) => ({ default: m.LeaveDraftDialog })));

/**
 * The payment screen: its code (and its call) load only for an order at a step that may be payable
 * (mayBePayableAt), not with every order page (issue 17). It shows nothing until its call answers anyway.
 */
const PaymentPanel = lazy(() => import('../payment/PaymentPanel.tsx').then((m) => ({ default: m.PaymentPanel })));
// Shown at some steps or to some people only, so loaded then (issue 17): the options in words of a
// read-only order, and the first-order project-info form (to the owner of an untitled draft).
const ReadOnlyOptions = lazy(() => import('../lifecycle/ReadOnlyOptions.tsx').then((m) => ({ default: m.ReadOnlyOptions })));
const ProjectInfoForm = lazy(() => import('../project-info/ProjectInfoForm.tsx').then((m) => ({ default: m.ProjectInfoForm })));
// The cart side panel is closed unless its viewer opened it (More > View Cart): its code then only.
const CartPanel = lazy(() => import('../lifecycle/OrderCart.tsx').then((m) => ({ default: m.CartPanel })));
const ReceiptPanel = lazy(() => import('../payment/ReceiptPanel.tsx').then((m) => ({ default: m.ReceiptPanel })));

/** 'Name it' on leaving an unnamed order opens the order details popup on its name. */
const showOrderDetails = () => useOrderDetailsPopup.getState().show();

/** One function for every render, so the item list's memoized rows stay as they are. */
const selectItem = (itemId: number) => useOrderStore.getState().setActive(itemId);

export function OrderPage() {
  const session = useSession();
  const theme = useTheme();
  const wording = useWording();
  const roles = useRoleFacts();
  const { orgSpecificId, validId, reload } = useRouteOrder();

  const status = useOrderStore((s) => s.status);
  const loadError = useOrderStore((s) => s.loadError);
  const order = useOrderStore((s) => s.order);
  const index = useOrderStore((s) => s.index);
  const items = useOrderStore((s) => s.items);
  const members = useOrderStore((s) => s.members);
  const activeItemId = useOrderStore((s) => s.activeItemId);
  const pricingIsHidden = useOrderStore((s) => s.pricingIsHidden);
  const saveError = useOrderStore((s) => s.saveError);
  const creating = useOrderStore((s) => s.creating);
  const pending = useOrderStore((s) => s.pending);
  const hasDrafts = useOrderStore((s) => s.drafts.size > 0);
  const statuses = useOrderStore((s) => s.data?.productOrderStatuses);
  // The payment panel is first loaded at a step that may be payable; from then on it stays and decides
  // itself, from the server's answer, whether it shows (as it did before it was loaded on demand).
  const [paymentPanelWanted, setPaymentPanelWanted] = useState(false);
  if (!paymentPanelWanted && order && mayBePayableAt(statuses ?? [], order.lastCompletedStatusKey)) setPaymentPanelWanted(true);
  const [createOpen, setCreateOpen] = useState(false);
  // A product whose items need a title: the item title popup asks for it before the item is added.
  const [titleFor, setTitleFor] = useState<number | null>(null);

  const drawingView = useDrawingView();
  const [cartVisible] = useCartVisibility();
  const leaveDraft = useUntitledDraftGuard(showOrderDetails);
  const saving = pending.length > 0 || hasDrafts || creating;

  // Leaving while a change is still on its way would lose it: the browser asks first.
  useEffect(() => {
    if (!saving) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saving]);

  usePageTitle(order ? `${wording.order} #${order.orgSpecificId} - ${order.title}` : null);

  // An order without items opens the create-item view (also after its last item is deleted).
  const isCurrent = order?.orgSpecificId === orgSpecificId;
  const isSpatial = order?.type === 'arch';
  // A project (spatial order) starts on its plan, not in the create-item view.
  const isEmpty = status === 'ready' && isCurrent && items.length === 0 && !creating && !isSpatial;
  useEffect(() => {
    if (isEmpty) setCreateOpen(true);
  }, [isEmpty]);

  const activeItem = items.find((i) => i.id === activeItemId);
  // The item list, the drawing, the options and the cart mount a frame after the order first shows.
  const heavyPartsMay = useAfterFirstPaint(status === 'ready' && isCurrent ? orgSpecificId : null);
  // Read by the drawing and the options only: evaluated once they may mount.
  const active = useItemEvaluation(heavyPartsMay ? activeItem : undefined);
  const makeInput = useInputFactory();
  const invalidItems = useInvalidItemIds(items, makeInput);
  const products = useMemo(() => (index ? creatableProducts(index, session.activeOrg.role, items) : []), [index, session.activeOrg.role, items]);
  const lifecycle = useLifecycle(isCurrent ? order : null);
  // Everyone on the order sees each other's changes within a second (issue 36); a plan also shows who is on it.
  useLiveOrder(order?.orgId, isCurrent ? order?.id : undefined, session.user.id, isSpatial ? 'plan' : 'order');
  // One scale for every item of the order: the largest item's drawing. The active item is left out here:
  // ItemDrawing takes the larger of this and its own drawing, so an option click draws the item once,
  // not a second time for the scale (issue 17).
  const otherItems = useMemo(() => (heavyPartsMay ? items.filter((item) => item.id !== activeItemId) : []), [heavyPartsMay, items, activeItemId]);
  const largest = useLargestDrawing(index, otherItems, drawingView.units);

  if (!validId || status === 'notFound') return <Navigate to="/404/order" replace />;
  if (status === 'failed' || !order || !index || !isCurrent) {
    return (
      <OrderLoadFallback error={status === 'failed' ? loadError : null} onRetry={reload} loadingLabel="Loading the order" loadingClassName="order-loading" />
    );
  }

  const position = activeItem ? items.indexOf(activeItem) + 1 : 0;
  const product = activeItem ? index.productsById.get(activeItem.productId) : undefined;
  const goTo = (offset: number) => {
    const next = items[position - 1 + offset];
    if (next) useOrderStore.getState().setActive(next.id);
  };
  const deleteActive = async () => {
    if (activeItem && (await askConfirm('Are you sure?', 'Delete'))) await useOrderStore.getState().destroyItem(activeItem.id);
  };

  return (
    <div className="order-page" aria-busy={saving}>
      <div className="order-tabs-row">
        <OrderViewTabs orgSpecificId={order.orgSpecificId} isStocked={order.isStocked === 1} current="edit" />
        <OrderPageTour />
      </div>
      <OrderHeader
        order={order}
        items={items}
        index={index}
        saving={saving}
        pricingIsHidden={pricingIsHidden}
        hasInvalidItem={invalidItems.anyInvalid}
        facts={lifecycle}
      />
      <OrderDetailsSlot order={order} untitledWording={wording.untitledOrder} canEdit={lifecycle.canEditDetails} isStaff={lifecycle.isStaff} />

      {/* The step's status panel and the plan editor are lazy chunks: until they have come, nothing
          under the title is drawn, so the items and the drawing never jump down when they do
          (Lighthouse mobile: layout shifts of 0.17 on a submitted order, 0.35 on a plan project). */}
      <Suspense fallback={isSpatial ? <p className="muted">Loading the plan…</p> : null}>
        <OrderLifecycle order={order} facts={lifecycle} />

        {saveError && (
          <ErrorBanner className="order-save-error" onDismiss={() => useOrderStore.getState().dismissError()}>
            {saveError}
          </ErrorBanner>
        )}

        {asksForProjectInfo(order, session.user.id) && <ProjectInfoForm order={order} untitledWording={wording.untitledOrder} />}

        {isSpatial && (
          <>
            <PlanLive orderId={order.id} />
            {/* Locked: the plan is shown to be looked at (views, zoom, the entities' details), with no tool that would change it. */}
            <PlanEditor locked={lifecycle.isLocked} />
          </>
        )}

        <div className="order-layout">
          {heavyPartsMay && (
            <>
              <ItemList
                items={items}
                members={members}
                index={index}
                activeItemId={activeItemId}
                pricingIsHidden={pricingIsHidden}
                invalidItemIds={invalidItems.ids}
                onSelect={selectItem}
                addControl={lifecycle.isLocked ? null : <OrderAddControl onNewItem={() => setCreateOpen(true)} />}
              />

              <section className="order-main" aria-label="Active item">
                {activeItem && product ? (
                  <>
                    {/* Only the editing controls are locked: stepping through the items, reading their notes and
                      the drawing's viewing tools (downloads, dimensions, precision) stay usable on a submitted or
                      paid order (issue 31). */}
                    <ActiveItemBar
                      item={activeItem}
                      label={itemLabel(activeItem, index)}
                      titleIsRequired={product.instanceTitleIsRequired === 1}
                      position={position}
                      count={items.length}
                      pricingIsHidden={pricingIsHidden}
                      priceIsUpdating={pending.some((w) => w.itemId === activeItem.id)}
                      onPrevious={() => goTo(-1)}
                      onNext={() => goTo(1)}
                      onQuantity={(quantity) => void useOrderStore.getState().updateItem(activeItem.id, { quantity })}
                      onTitle={(title) => void useOrderStore.getState().updateItem(activeItem.id, { title })}
                      onDelete={() => void deleteActive()}
                      locked={lifecycle.isLocked}
                    />
                    <ItemNotesButton item={activeItem} product={product} onDelete={() => void deleteActive()} locked={lifecycle.isLocked} />
                    <div className="card order-drawing">
                      <DrawingControls />
                      <ItemDrawing
                        product={product}
                        properties={active?.input.properties ?? activeItem.properties}
                        index={index}
                        units={drawingView.units}
                        showDimensions={drawingView.dimensionsAreVisible}
                        pxPerMm={theme.productViewScale}
                        largest={largest}
                        labelStyle={theme.dimensionLabels}
                        item={activeItem}
                        orderItems={members}
                      />
                    </div>
                  </>
                ) : activeItem ? (
                  <div className="card order-placeholder">{itemLabel(activeItem, index)} is a custom item without a drawing.</div>
                ) : (
                  <div className="card order-placeholder">
                    <p>This {wording.order.toLowerCase()} has no items yet.</p>
                    <button type="button" className="btn btn-primary" disabled={lifecycle.isLocked} onClick={() => setCreateOpen(true)}>
                      Add an item
                    </button>
                  </div>
                )}
              </section>

              {lifecycle.isLocked && activeItem && (
                <Suspense fallback={null}>
                  <ReadOnlyOptions item={activeItem} items={items} index={index} />
                </Suspense>
              )}
              {!lifecycle.isLocked && activeItem && product && active && (
                <OptionsPanel
                  key={activeItem.id}
                  item={activeItem}
                  product={product}
                  index={index}
                  evaluation={active.evaluation}
                  units={theme.units}
                  isOwner={roles.isOwner}
                  itemCount={items.length}
                />
              )}
              {cartVisible && (
                <Suspense fallback={null}>
                  <CartPanel order={order} items={items} members={members} index={index} pricingIsHidden={pricingIsHidden} locked={lifecycle.isLocked} />
                </Suspense>
              )}
            </>
          )}
        </div>
      </Suspense>

      {/* The organisation's plugins' panels (order-page-panels), under the work area. */}
      <PluginOrderPanels order={order} />

      {/* Below the work area (issue 31): the items, the drawing and the options stay in view at the
          payment step; the header's Pay button brings the panel up. */}
      {!pricingIsHidden && paymentPanelWanted && (
        <Suspense fallback={null}>
          <PaymentPanel order={order} orderLabel={`${wording.order} #${order.orgSpecificId}`} isEmployee={roles.isEmployee} />
        </Suspense>
      )}
      {/* The receipt, once anything is paid (its own chunk, fetched only then). */}
      {((order.amountPaidInCents ?? 0) > 0 || Array.isArray(order.integrationData[RECORDED_PAYMENTS_KEY])) && (
        <Suspense fallback={null}>
          <ReceiptPanel order={order} pricingIsHidden={pricingIsHidden} />
        </Suspense>
      )}
      {createOpen && (
        <LazyDialogSlot>
          {(openedFrom) => (
            <CreateItemPopup
              products={products}
              busy={creating}
              openedFrom={openedFrom}
              onClose={() => setCreateOpen(false)}
              onChoose={(productId) => {
                setCreateOpen(false);
                if (index.productsById.get(productId)?.instanceTitleIsRequired) setTitleFor(productId);
                else void useOrderStore.getState().createItem(productId);
              }}
            />
          )}
        </LazyDialogSlot>
      )}
      {titleFor !== null && index.productsById.has(titleFor) && (
        <LazyDialogSlot>
          {(openedFrom) => (
            <ItemTitlePopup
              product={index.productsById.get(titleFor)!}
              busy={creating}
              openedFrom={openedFrom}
              onClose={() => setTitleFor(null)}
              onSubmit={(title) => {
                setTitleFor(null);
                void useOrderStore.getState().createItem(titleFor, title);
              }}
            />
          )}
        </LazyDialogSlot>
      )}
      {leaveDraft.asking && (
        <LazyDialogSlot>
          {(openedFrom) => (
            <LeaveDraftDialog
              orderWord={wording.order}
              openedFrom={openedFrom}
              onNameIt={leaveDraft.nameIt}
              onDiscard={leaveDraft.discard}
              onStay={leaveDraft.stay}
            />
          )}
        </LazyDialogSlot>
      )}
    </div>
  );
}

export { OrderPage as Component };
