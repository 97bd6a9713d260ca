/**
 * The mural pages of the drawing set (spec catalogue-and-drawing §2): for each viewport holding
 * murals, an Elevation Layout, a Mural Rendering, a Print Panel Layout and an Installer Layout sheet.
 * Each carries the viewport's drawing notes its readers need (drawingNotesData keys), and the mural
 * scale: 1, or 2 when the viewport has mural areas (§9).
 */
import {
  floorplanDrawing,
  type DrawingNoteField,
  type DrawingPage,
  type DrawingPagesInput,
  type DrawingPageType,
  type DrawingSheetView,
  type GenericEntity,
  type Shape,
} from '@configurator/core';
import { ENTITY, MURAL_PAGE_SCALE, PANEL_LAYOUT_VIEW } from '../constants.ts';
import { panelData, wallLabelData } from '../schemas.ts';
import { ofType } from '../types/shared.ts';
import { panelLabel } from '../types/panel.ts';
import { muralDrawing } from './mural-drawing.ts';

/** Drawing-notes keys of a viewport (archCustomView.drawingNotesData). */
export const NOTE_KEYS = {
  general: 'general',
  productSpec: 'productSpec',
  criticalPanelAlignment: 'criticalPanelAlignment',
  mismatch: 'mismatch',
  area: ENTITY.area,
  texture: ENTITY.texture,
  panel: ENTITY.panel,
  seam: ENTITY.seam,
} as const;

/** What the notes are called, on the pages and in the Notes popup. */
export const NOTE_LABELS: Record<string, string> = {
  general: 'General',
  productSpec: 'Product Spec',
  criticalPanelAlignment: 'Critical Panel Alignment',
  mismatch: 'Mismatch',
  [ENTITY.area]: 'Mural Area',
  [ENTITY.texture]: 'Mural',
  [ENTITY.panel]: 'Panels',
  [ENTITY.seam]: 'Seams',
};

export const muralScaleOf = (entities: readonly GenericEntity[], viewId: number): number =>
  entities.some((e) => e.type === ENTITY.area && (e.data as { archCustomViewId?: unknown }).archCustomViewId === viewId)
    ? MURAL_PAGE_SCALE.withAreas
    : MURAL_PAGE_SCALE.plain;

const notesOf = (view: DrawingSheetView, keys: readonly string[]): string[] =>
  keys.flatMap((key) => {
    const text = view.drawingNotesData[key]?.trim();
    return text ? [`${NOTE_LABELS[key] ?? key}: ${text}`] : [];
  });

const viewsWithMurals = (input: DrawingPagesInput) => {
  const entities = input.entities ?? [];
  return [...input.customViews]
    .sort((a, b) => a.rank - b.rank)
    .filter((v) => entities.some((e) => (e.data as { archCustomViewId?: unknown }).archCustomViewId === v.id));
};

/**
 * The floorplan of a mural page: the order's walls with the viewport's wall marked, the one nearest its
 * wall label (named by it); a plan of one wall marks that wall with the viewport's title.
 */
export function muralFloorplan(input: DrawingPagesInput, view: DrawingSheetView) {
  const walls = input.walls ?? [];
  const label = ofType(input.entities ?? [], ENTITY.wallLabel, wallLabelData).find((l) => l.data.archCustomViewId === view.id);
  if (label) return floorplanDrawing(walls, { near: label.data.labelPlanPosition, label: label.data.title || view.title });
  const only = walls.length === 1 ? walls[0]! : undefined;
  return floorplanDrawing(walls, only ? { near: only.from, label: view.title } : undefined);
}

interface MuralPageSpec {
  id: string;
  title: string;
  /** The canvas view the sheet draws: the viewport's elevation or its panel layout. */
  viewKind: 'custom' | typeof PANEL_LAYOUT_VIEW;
  include: readonly string[];
  noteKeys: readonly string[];
  /** Notes the entities carry themselves (a panel's print notes). */
  entityNotes?: (entities: readonly GenericEntity[], viewId: number) => string[];
  /** Shapes added to the drawing (the installer's panel numbers at the bottom of each panel). */
  extra?: (entities: readonly GenericEntity[], viewId: number) => Shape[];
  /** False when the drawing's parts are laid out apart and sized one by one: no overall dimensions. */
  measured?: boolean;
}

const noteFieldsOf = (keys: readonly string[]): DrawingNoteField[] => keys.map((key) => ({ key, label: NOTE_LABELS[key] ?? key }));

function muralPageType(spec: MuralPageSpec): DrawingPageType {
  return {
    id: spec.id,
    title: spec.title,
    noteFields: noteFieldsOf(spec.noteKeys),
    pages: (input) =>
      viewsWithMurals(input).flatMap((view): DrawingPage[] => {
        const entities = input.entities ?? [];
        const drawing = muralDrawing(
          entities,
          { kind: spec.viewKind, customViewId: view.id },
          spec.include,
          {
            scale: muralScaleOf(entities, view.id),
            units: 'in',
            precision: 1 / 16,
            ...(input.productOption ? { productOption: input.productOption } : {}),
            ...(input.imageOf ? { imageOf: input.imageOf } : {}),
            // The organisation's fallback option for an archived or missing pattern, as the editor draws it.
            ...(input.pluginSettings ? { pluginSettings: input.pluginSettings } : {}),
          },
          () => spec.extra?.(entities, view.id) ?? [],
          spec.measured ?? true,
        );
        if (!drawing) return [];
        const floorplan = muralFloorplan(input, view);
        return [
          {
            typeId: spec.id,
            key: `${spec.id}-${view.id}`,
            title: `${spec.title} - ${view.title}`,
            header: [
              { label: 'Order', value: `#${input.order.orgSpecificId}` },
              { label: 'Title', value: input.order.title },
              { label: 'View', value: view.title },
              { label: 'Mural scale', value: String(muralScaleOf(entities, view.id)) },
            ],
            items: [{ id: -view.id, title: spec.title, quantity: view.quantity, notes: '', productTitle: view.title, archCustomViewId: view.id, drawing }],
            notes: [...notesOf(view, spec.noteKeys), ...(spec.entityNotes?.(entities, view.id) ?? [])],
            footer: 'standard',
            // One wall a sheet: its drawing takes the sheet's whole width.
            columns: 1,
            ...(floorplan ? { floorplan } : {}),
          },
        ];
      }),
  };
}

const panelsOf = (entities: readonly GenericEntity[], viewId: number) =>
  ofType(entities, ENTITY.panel, panelData)
    .filter((p) => p.data.archCustomViewId === viewId && !p.data.isDisabled)
    .sort((a, b) => (a.data.panelNumber ?? 0) - (b.data.panelNumber ?? 0) || a.id - b.id);

export const elevationLayoutPage = muralPageType({
  id: 'murals-elevation-layout',
  title: 'Elevation Layout',
  viewKind: 'custom',
  // The wall's name is in the sheet's title, its header and its floorplan: the label's box above the
  // wall is left out, so the wall itself gets the room (it halved the scale).
  include: [ENTITY.texture, ENTITY.area],
  noteKeys: [NOTE_KEYS.general, NOTE_KEYS.productSpec, NOTE_KEYS.area],
});

export const muralRenderingPage = muralPageType({
  id: 'murals-rendering',
  title: 'Mural Rendering',
  viewKind: 'custom',
  include: [ENTITY.texture],
  noteKeys: [NOTE_KEYS.general, NOTE_KEYS.texture],
});

export const printPanelLayoutPage = muralPageType({
  id: 'murals-print-panel-layout',
  title: 'Print Panel Layout',
  viewKind: PANEL_LAYOUT_VIEW,
  include: [ENTITY.panel],
  // Panels are printed apart, each labelled with its size and print size: a line across them measured the gaps (28′-0″ for a 26′-0″ wall).
  measured: false,
  noteKeys: [NOTE_KEYS.general, NOTE_KEYS.panel, NOTE_KEYS.criticalPanelAlignment],
  entityNotes: (entities, viewId) =>
    panelsOf(entities, viewId)
      .filter((p) => p.data.panelPrintNotes.trim() || p.data.isCriticalAlignmentPanel)
      .map(
        (p) =>
          `${panelLabel(p.data)}: ${[p.data.isCriticalAlignmentPanel ? 'critical alignment' : '', p.data.panelPrintNotes.trim()].filter(Boolean).join(' - ')}`,
      ),
});

export const installerLayoutPage = muralPageType({
  id: 'murals-installer-layout',
  title: 'Installer Layout',
  viewKind: 'custom',
  include: [ENTITY.area, ENTITY.panel, ENTITY.seam, ENTITY.mismatchLine],
  noteKeys: [NOTE_KEYS.general, NOTE_KEYS.seam, NOTE_KEYS.mismatch, NOTE_KEYS.criticalPanelAlignment],
});

export const muralPageTypes: readonly DrawingPageType[] = [elevationLayoutPage, muralRenderingPage, printPanelLayoutPage, installerLayoutPage];
