/**
 * /orders/{orgSpecificId}/drawings (spec catalogue-and-drawing §2, §4, §9): the order's printable
 * drawing sheets. Loads the order like the order page (same call, same shareToken and
 * shareableOrderId, so the same people see it; anyone else gets the order's not-found page), then
 * shows the toolbar and the sheets. The tab title is the name the browser's 'Save as PDF' offers.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { floorplanDrawing, toFileNameDate, toStoredDate, type DrawingSetMode } from '@configurator/core';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts, useTheme, useWording } from '../session/org-hooks.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useRouteOrder } from '../order/use-route-order.ts';
import { OrderLoadFallback } from '../order/OrderLoadFallback.tsx';
import { useDrawingViewStore } from '../drawing-controls/drawing-view-store.ts';
import { useDrawingView } from '../drawing-controls/use-drawing-view.ts';
import { drawingSet, printNoteOf } from './drawing-set.ts';
import { DrawingSheet, type SheetSettings } from './DrawingSheet.tsx';
import { DrawingsToolbar } from './DrawingsToolbar.tsx';
import { OrderViewTabs } from '../order-views/OrderViewTabs.tsx';
import { usePrintShortcut } from './use-print-shortcut.ts';
import { useFitZoom } from '../../ui/use-fit-zoom.ts';
import './drawings.css';

export const drawingsTitle = (order: { orgSpecificId: number; title: string }, today: string): string =>
  `#${order.orgSpecificId} - ${order.title} - ${toFileNameDate(today)} - Drawings`;

/** The widest screen shown as a phone (the stylesheets' max-width: 599.98px). */
const PHONE_WIDTH = 600;

export function DrawingsPage() {
  const session = useSession();
  const registry = useRegistry();
  const theme = useTheme();
  const wording = useWording();
  const roles = useRoleFacts();
  const view = useDrawingView();
  const { orgSpecificId, validId, reload } = useRouteOrder();

  const status = useOrderStore((s) => s.status);
  const order = useOrderStore((s) => s.order);
  const index = useOrderStore((s) => s.index);
  const items = useOrderStore((s) => s.items);
  const data = useOrderStore((s) => s.data);
  const loadError = useOrderStore((s) => s.loadError);

  // Staff print for the factory, everyone else for the client.
  const [mode, setMode] = useState<DrawingSetMode>(roles.isEmployee ? 'factory' : 'client');
  const [showDimensions, setShowDimensions] = useState(view.dimensionsAreVisible);

  const isCurrent = order?.orgSpecificId === orgSpecificId;
  useEffect(() => {
    if (order && isCurrent) document.title = drawingsTitle(order, toStoredDate());
  }, [order, isCurrent]);

  const print = useCallback(() => window.print(), []);
  usePrintShortcut(print);

  const set = useMemo(
    () =>
      order && index && isCurrent
        ? drawingSet({
            registry,
            order,
            items,
            index,
            customViews: data?.archCustomViews ?? [],
            mode,
            units: view.units,
            entities: data?.entities ?? [],
            walls: data?.archWalls ?? [],
            media: data?.media ?? [],
          })
        : null,
    [registry, order, items, index, isCurrent, data, mode, view.units],
  );
  const floorplan = useMemo(() => floorplanDrawing(data?.archWalls ?? []), [data]);
  // On a phone the sheets are shown whole, zoomed to the width (the region's 4 px padding each side kept);
  // a wider screen keeps them at print size, as the sheets are checked and photographed.
  const fitRef = useRef<HTMLDivElement>(null);
  const zoom = useFitZoom(fitRef, set?.size.width ?? 0, { gutter: 8, onlyBelow: PHONE_WIDTH });

  if (!validId || status === 'notFound') return <Navigate to="/404/order" replace />;
  if (status === 'failed' || !order || !set) {
    return (
      <OrderLoadFallback
        error={status === 'failed' ? loadError : null}
        onRetry={reload}
        loadingLabel="Loading the drawings"
        loadingClassName="drawings-loading"
      />
    );
  }

  const orderLabel = `${wording.order} #${order.orgSpecificId}`;
  const settings: SheetSettings = {
    size: set.size,
    perPage: set.perPage,
    mode,
    units: view.units,
    dimensions: mode === 'factory' && showDimensions ? theme.dimensionLabels : null,
    floorplan,
    logoUrl: theme.logoUrl,
    orgTitle: session.activeOrg.title,
    orderLabel,
    lastUpdated: order.lastUpdated,
  };

  return (
    <div className="drawings-page" data-sheet-size={set.size.id}>
      <OrderViewTabs orgSpecificId={order.orgSpecificId} isStocked={order.isStocked === 1} current="drawings" />
      <DrawingsToolbar
        heading={`${orderLabel} - ${order.title} - Drawings`}
        mode={mode}
        onModeChange={setMode}
        showDimensions={showDimensions}
        onShowDimensionsChange={setShowDimensions}
        units={theme.unitToggle ? view.units : null}
        onUnitsChange={(units) => useDrawingViewStore.getState().setUnits(units)}
        printNote={printNoteOf(registry, mode)}
        onPrint={print}
      />
      {set.undrawn.length > 0 && (
        <p className="drawings-undrawn" role="note">
          Not drawn (no product to draw): {set.undrawn.join(', ')}
        </p>
      )}
      <div className="drawings-fit" ref={fitRef}>
        <div className="drawings-sheets" tabIndex={0} role="region" aria-label="Drawing sheets" style={zoom < 1 ? { zoom } : undefined}>
          {set.pages.length === 0 ? (
            <p className="drawings-empty">This order has no items to draw.</p>
          ) : (
            set.pages.map((page, i) => <DrawingSheet key={page.key} page={page} pageNumber={i + 1} pageCount={set.pages.length} settings={settings} />)
          )}
        </div>
      </div>
    </div>
  );
}

export { DrawingsPage as Component };
