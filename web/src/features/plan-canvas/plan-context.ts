/**
 * What the canvas draws against, derived from the organisation (its theme and enabled plugins), the
 * order's catalogue (item drawings by their renderers) and the active view.
 */
import { useMemo } from 'react';
import {
  builtInCanvasEntityTypes,
  canvasEntityTypesPoint,
  canvasViewTypesPoint,
  planViews,
  type CanvasContext,
  type CanvasEntityType,
  type CanvasPoint,
  type GenericEntity,
  type TypedEntity,
  type CatalogueIndex,
  type Drawing,
  type Medium,
  type OrgRegistry,
  type PlacedItem,
  type PlanContext,
  type PlanDocument,
  type PlanView,
  type Theme,
} from '@configurator/core';
import { rendererFor } from '../../drawing/renderer-for.ts';
import { catalogueLookups } from '../media/catalogue-lookups.ts';
import { useDrawingViewStore } from '../drawing-controls/drawing-view-store.ts';

export { catalogueLookups, type CatalogueLookups } from '../media/catalogue-lookups.ts';

/** Entity types of the organisation's enabled plugins, plus the built-in ones (a plugin's wins its key). */
export function entityTypesOf(registry: OrgRegistry): Map<string, CanvasEntityType> {
  const types = new Map<string, CanvasEntityType>(builtInCanvasEntityTypes.map((t) => [t.type, t]));
  for (const { value, settings } of registry.allWithSettings(canvasEntityTypesPoint)) types.set(value.type, withPluginSettings(value, settings));
  return types;
}

/**
 * The type reading its plugin's settings from the context (a new mural takes the organisation's
 * default pattern, an archived one its fallback), as drawing pages and canvas actions give them.
 */
function withPluginSettings(type: CanvasEntityType, pluginSettings: Record<string, unknown>): CanvasEntityType {
  const withSettings = <C extends CanvasContext>(context: C): C => ({ ...context, pluginSettings });
  return {
    ...type,
    defaultData: (at, context) => type.defaultData(at, withSettings(context)),
    ...(type.addMenuData ? { addMenuData: (at: CanvasPoint, context: CanvasContext) => type.addMenuData!(at, withSettings(context)) } : {}),
    draw: (entity, context, siblings) => type.draw(entity, withSettings(context), siblings),
    ...(type.inspector
      ? {
          inspector: type.inspector.map((f) => ({
            ...f,
            ...(f.options ? { options: (data: Record<string, unknown>, context: CanvasContext) => f.options!(data, withSettings(context)) } : {}),
            ...(f.follow ? { follow: (data: Record<string, unknown>, context: CanvasContext) => f.follow!(data, withSettings(context)) } : {}),
          })),
        }
      : {}),
    ...(type.warnings
      ? {
          warnings: (entity: TypedEntity<Record<string, unknown>>, siblings: readonly GenericEntity[], context?: CanvasContext) =>
            type.warnings!(entity, siblings, context && withSettings(context)),
        }
      : {}),
  };
}

/** Screen px per model unit at zoom 1 in a view: the theme's scale, its custom-view scale inside a viewport. */
export const viewScale = (theme: Theme, view: PlanView | undefined): number =>
  view?.customViewId != null ? (theme.canvas.customViewScale ?? theme.canvas.scale) : theme.canvas.scale;

export function usePlanViews(doc: PlanDocument, theme: Theme, registry: OrgRegistry): PlanView[] {
  const viewports = doc.archCustomView;
  return useMemo(
    () => planViews({ ...doc, archCustomView: viewports }, { hasPlanView: theme.hasPlanView, viewTypes: registry.all(canvasViewTypesPoint) }),
    // Only the viewports decide the list of views (a change elsewhere in the plan keeps the list).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewports, theme.hasPlanView, registry],
  );
}

export function usePlanContext(
  theme: Theme,
  registry: OrgRegistry,
  index: CatalogueIndex | null,
  view: PlanView | undefined,
  contextMode = false,
  media?: readonly Medium[],
): PlanContext {
  const entityTypes = useMemo(() => entityTypesOf(registry), [registry]);
  const lookups = useMemo(() => catalogueLookups(index, media), [index, media]);
  // A step chosen in the other unit (the in/mm toggle) means nothing on the plan, which keeps the theme's units.
  const chosenPrecision = useDrawingViewStore((s) => (s.units === null || s.units === theme.units ? s.precision : null));
  const itemDrawing = useMemo(() => {
    const cache = new Map<string, Drawing | null>();
    return (item: PlacedItem): Drawing | null => {
      const key = `${item.productId}:${JSON.stringify(item.properties)}`;
      if (cache.has(key)) return cache.get(key)!;
      const product = index?.productsById.get(item.productId);
      let drawing: Drawing | null = null;
      if (product && index) {
        try {
          const { render, settings } = rendererFor(registry, product);
          drawing = render({ product, properties: item.properties, catalogue: index, units: theme.units, settings });
        } catch {
          drawing = null;
        }
      }
      cache.set(key, drawing);
      return drawing;
    };
  }, [index, registry, theme.units]);
  return useMemo(
    () => ({
      view: view ?? { kind: 'top', customViewId: null },
      scale: viewScale(theme, view),
      units: theme.units,
      // The 'Dim precision' control's step (in the theme's units): positions move and snap to it.
      precision: Math.max(chosenPrecision ?? theme.precision.initial, 1 / 16),
      textScale: theme.canvasTextScale,
      entityTypes,
      itemDrawing,
      contextMode,
      // Placed items are described by their product's title (live region, text alternative, view tree).
      productTitle: (productId: number) => index?.productsById.get(productId)?.title,
      // Entity types draw the options they name: a mural's artwork on its panels.
      ...lookups,
    }),
    [view, theme, entityTypes, itemDrawing, contextMode, index, lookups, chosenPrecision],
  );
}
