/**
 * /orders/{orgSpecificId}/drawings (spec catalogue-and-drawing §2, §4, §9): the order's printable
 * drawing sheets. Loads the order like the order page (same call, same shareToken and
 * shareableOrderId, so the same people see it; anyone else gets the order's not-found page), then
 * shows the toolbar and the sheets. The tab title is the name the browser's 'Save as PDF' offers.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { floorplanDrawing, toFileNameDate, toStoredDate, type DrawingSetMode } from '@configurator/core';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useRoleFacts, useTheme, useWording } from '../session/org-hooks.ts';
import { useOrderStore } from '../order/order-store.ts';
import { useDrawingViewStore } from '../drawing-controls/drawing-view-store.ts';
import { useDrawingView } from '../drawing-controls/use-drawing-view.ts';
import { drawingSet, printNoteOf } from './drawing-set.ts';
import { DrawingSheet, type SheetSettings } from './DrawingSheet.tsx';
import { DrawingsToolbar } from './DrawingsToolbar.tsx';
import { usePrintShortcut } from './use-print-shortcut.ts';
import './drawings.css';

export const drawingsTitle = (order: { orgSpecificId: number; title: string }, today: string): string =>
  `#${order.orgSpecificId} - ${order.title} - ${toFileNameDate(today)} - Drawings`;

const positiveInt = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function DrawingsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const registry = useRegistry();
  const theme = useTheme();
  const wording = useWording();
  const roles = useRoleFacts();
  const view = useDrawingView();
  const orgSpecificId = Number(params.orderId);
  const validId = Number.isInteger(orgSpecificId) && orgSpecificId > 0;
  const shareToken = search.get('shareToken') ?? undefined;
  const shareableOrderId = positiveInt(search.get('shareableOrderId'));

  const status = useOrderStore((s) => s.status);
  const order = useOrderStore((s) => s.order);
  const index = useOrderStore((s) => s.index);
  const items = useOrderStore((s) => s.items);
  const data = useOrderStore((s) => s.data);
  const loadError = useOrderStore((s) => s.loadError);

  // Staff print for the factory, everyone else for the client.
  const [mode, setMode] = useState<DrawingSetMode>(roles.isEmployee ? 'factory' : 'client');
  const [showDimensions, setShowDimensions] = useState(view.dimensionsAreVisible);

  const load = useCallback(() => {
    if (validId) void useOrderStore.getState().load({ orgId: session.activeOrg.id, orgSpecificId, shareToken, shareableOrderId });
  }, [validId, session.activeOrg.id, orgSpecificId, shareToken, shareableOrderId]);
  useEffect(load, [load, session.activeOrg.role]);

  const isCurrent = order?.orgSpecificId === orgSpecificId;
  useEffect(() => {
    if (order && isCurrent) document.title = drawingsTitle(order, toStoredDate());
  }, [order, isCurrent]);

  const print = useCallback(() => window.print(), []);
  usePrintShortcut(print);

  const set = useMemo(
    () =>
      order && index && isCurrent
        ? drawingSet({ registry, order, items, index, customViews: data?.archCustomViews ?? [], mode, units: view.units })
        : null,
    [registry, order, items, index, isCurrent, data, mode, view.units],
  );
  const floorplan = useMemo(() => floorplanDrawing(data?.archWalls ?? []), [data]);

  if (!validId || status === 'notFound') return <Navigate to="/404/order" replace />;
  if (status === 'failed') {
    return (
      <div className="page">
        <div className="banner banner-error" role="alert">
          {loadError}
        </div>
        <button type="button" className="btn" onClick={load}>
          Try again
        </button>
      </div>
    );
  }
  if (!order || !set) {
    return (
      <div className="drawings-loading" role="status" aria-label="Loading the drawings">
        <div className="spinner" />
      </div>
    );
  }

  const orderLabel = `${wording.order} #${order.orgSpecificId}`;
  const settings: SheetSettings = {
    size: set.size,
    perPage: set.perPage,
    mode,
    units: view.units,
    dimensionPrecision: mode === 'factory' && showDimensions ? view.precision : null,
    floorplan,
    logoUrl: theme.logoUrl,
    orgTitle: session.activeOrg.title,
    orderLabel,
    lastUpdated: order.lastUpdated,
  };

  return (
    <div className="drawings-page" data-sheet-size={set.size.id}>
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
      <div className="drawings-sheets" tabIndex={0} role="region" aria-label="Drawing sheets">
        {set.pages.length === 0 ? (
          <p className="drawings-empty">This order has no items to draw.</p>
        ) : (
          set.pages.map((page, i) => <DrawingSheet key={page.key} page={page} pageNumber={i + 1} pageCount={set.pages.length} settings={settings} />)
        )}
      </div>
    </div>
  );
}

export { DrawingsPage as Component };
