/**
 * Canvas entity types: what the plan canvas needs to know about a kind of thing drawn on it, so a
 * plugin (murals) can add kinds without the canvas naming them (in the manner of tldraw's ShapeUtil:
 * each type draws itself, measures itself, hit-tests itself and says how it may be transformed).
 * Pure and isomorphic: the web canvas draws the returned shape tree with react-konva, drawing pages
 * turn the same tree into SVG.
 */
import type { z } from 'zod';
import type { Box, Shape } from '../domain/shapes.ts';
import type { GenericEntity } from '../domain/resources.ts';
import type { CanvasInspectorField } from './inspector-fields.ts';

/** A point in model units (inches or millimetres, y down) of the view being drawn. */
export interface CanvasPoint {
  x: number;
  y: number;
}

/**
 * The view a canvas shows. kind 'top' is the plan, 'front' the elevation, 'custom' a custom viewport;
 * plugins add kinds of their own (murals: 'panelLayout', one per viewport).
 */
export interface CanvasViewRef {
  kind: string;
  /** The archCustomView shown, for kinds drawn per viewport; null for the plan and the front view. */
  customViewId: number | null;
}

/** What every entity type is drawn and measured against. */
export interface CanvasContext {
  view: CanvasViewRef;
  /** Screen pixels per model unit at zoom 1 (the organisation's drawing scale for this view). */
  scale: number;
  units: 'in' | 'mm';
  /** Rounding step of positions and sizes, in model units (e.g. 1/16 inch). */
  precision: number;
  /**
   * The catalogue option an entity names (a mural texture's pattern), when the caller has the
   * catalogue: lets a type warn about an archived option and draw its fallback. Absent: not checked.
   */
  productOption?: (optionId: number) => CanvasProductOption | undefined;
  /**
   * The options a person may choose in place of this one: the unarchived options of its property, in
   * the catalogue's order (a mural texture's picker lists the patterns beside the one it has).
   */
  optionsBeside?: (optionId: number) => readonly CanvasProductOption[];
  /** The settings the organisation gave the plugin contributing the type (parse them with its schema). */
  pluginSettings?: Record<string, unknown>;
  /** The image of a catalogue option from the media store (a URL), when the caller has one: a mural's artwork. */
  imageOf?: (option: CanvasProductOption) => string | undefined;
}

export { canvasContextMembers } from './canvas-context-members.ts';

/** What an entity type may read of a catalogue option. */
export interface CanvasProductOption {
  id: number;
  title: string;
  archived: boolean;
  data?: unknown;
  thumbnailUrl?: string | null;
}

/** A generic entity whose data has been parsed by its type's schema. */
export type TypedEntity<Data> = Omit<GenericEntity, 'data'> & { data: Data };

export interface CanvasEntityCapabilities {
  selectable: boolean;
  draggable: boolean;
  resizable: boolean;
  rotatable: boolean;
}

export interface CanvasEntityType<Data extends Record<string, unknown> = Record<string, unknown>> {
  /** The generic entity's type, e.g. 'calicoMuralPanel'. Unique: the extension point is keyed by it. */
  type: string;
  /** What the add menu, the live region and the layer panel call it. */
  title: string;
  /** Visibility layer the type belongs to (e.g. 'murals', 'panelsAndSeams', 'dimensions'); absent: always shown. */
  layer?: string;
  /** Validates (and fills defaults of) the entity's data on every write, server and web alike. */
  dataSchema: z.ZodType<Data>;
  /**
   * The version of the data this type writes (absent: 1). Data stored at an older version is brought
   * up by `migrations` when read, and stored at this version on its next save.
   */
  dataVersion?: number;
  /** Steps from each older data version to the next; see entity-data-migrations.ts. */
  migrations?: readonly CanvasEntityDataMigration[];
  /** Data of a new entity added at a point of a view (the spec's defaults). */
  defaultData(at: CanvasPoint, context: CanvasContext): Data;
  /** Data of a new entity added from the add menu, where it differs from defaultData (a mural panel's bleeds). */
  addMenuData?(at: CanvasPoint, context: CanvasContext): Data;
  /** Whether an entity of this type is drawn in a view. */
  appearsIn(entity: TypedEntity<Data>, view: CanvasViewRef): boolean;
  /** The box the entity occupies in the view, in model units: selection frame, culling and the spatial index. */
  bounds(entity: TypedEntity<Data>, context: CanvasContext): Box;
  /**
   * Its drawing, in model units of the view. `siblings` (the order's other entities) are given only to
   * a type that says it draws from them (drawsFromSiblings): a mural panel shows its part of the
   * textures behind it. Others are not redrawn when a sibling changes.
   */
  draw(entity: TypedEntity<Data>, context: CanvasContext, siblings?: readonly GenericEntity[]): Shape[];
  drawsFromSiblings?: boolean;
  /** Whether a point (model units) hits it; implementations may be finer than its bounds (a seam is a line). */
  hitTest(entity: TypedEntity<Data>, point: CanvasPoint, context: CanvasContext): boolean;
  capabilities: CanvasEntityCapabilities;
  /** Data after a move by (dx, dy) model units: what a drag commits at its end. */
  moved(entity: TypedEntity<Data>, dx: number, dy: number, context: CanvasContext): Data;
  /** Data after a resize to a new box; absent when not resizable. */
  resized?(entity: TypedEntity<Data>, box: Box, context: CanvasContext): Data;
  /**
   * Points a person may drag one by one (a line's ends, a polyline's vertices): polyline point editing.
   * Absent: the entity has none. Names are the type's own ('from', 'point:2' ...).
   */
  handles?(entity: TypedEntity<Data>, context: CanvasContext): { handle: string; at: CanvasPoint }[];
  /** Data after one of its handles was dragged to a point (model units). */
  handleMoved?(entity: TypedEntity<Data>, handle: string, to: CanvasPoint, context: CanvasContext): Data;
  /** Data after a rotation by degrees; absent when not rotatable. */
  rotated?(entity: TypedEntity<Data>, degrees: number, context: CanvasContext): Data;
  /**
   * Click-to-place add mode (a mismatch line: two clicks): absent, an entity is added whole at one
   * point. Present, choosing the type keeps a new entity pending; each click (or Enter at the keyboard
   * cursor) adds a point; it is saved once complete, and Escape drops it.
   */
  placement?: CanvasPlacement<Data>;
  /**
   * The inspector's fields (paths into the data, labels, groups), in the order shown; what each field
   * is and its limits come from dataSchema. Absent: every field of the schema, generated.
   */
  inspector?: readonly CanvasInspectorField[];
  /** Problems to show on the drawing (a panel wider than its area ...); the entity is still drawn. */
  warnings?(entity: TypedEntity<Data>, siblings: readonly GenericEntity[], context?: CanvasContext): string[];
}

/** One step of an entity type's data: data stored at version `from` becomes data of version from + 1. */
export interface CanvasEntityDataMigration {
  from: number;
  up(data: Record<string, unknown>): Record<string, unknown>;
}

/** How an entity type is placed point by point (CanvasEntityType.placement). */
export interface CanvasPlacement<Data> {
  /** The data after a point at `at`: the first (pending null) starts the entity, the next ones add to it. */
  addPoint(pending: Data | null, at: CanvasPoint, context: CanvasContext): Data;
  /** Whether the entity has all its points (it is saved and add mode ends). */
  isComplete(data: Data): boolean;
}

/** A view kind a plugin adds to the canvas (murals: a Panel Layout view per viewport). */
export interface CanvasViewType {
  kind: string;
  title: string;
  /** One view per archCustomView (true) or one per order (false). */
  perCustomView: boolean;
}

/**
 * A visibility layer of the canvas (murals: Murals, Panels & Seams, Dimensions). Entity types name
 * theirs in `layer`; the canvas shows a layer panel only when some enabled plugin contributes layers,
 * and keeps the choices in session storage.
 */
export interface CanvasLayer {
  id: string;
  title: string;
}

/** What a canvas action reads: the view shown, the order's entities, and how to draw them. */
export interface CanvasActionInput {
  view: CanvasViewRef;
  /** The title of the view shown (a viewport's title), for file names and captions. */
  viewTitle: string;
  entities: readonly GenericEntity[];
  context: CanvasContext;
  /** The image of a catalogue option in the media store (an absolute URL or data: URL), if it has one. */
  imageOf?: (option: CanvasProductOption) => string | undefined;
}

/** One entity to add by a bulk write (parentId names another entity of the order). */
export interface CanvasEntityCreate {
  type: GenericEntity['type'];
  parentId: number | null;
  parentResourceKey: string | null;
  data: Record<string, unknown>;
}

/**
 * What an action asks the canvas to do: write entities in one bulk write (one undo step), download a
 * file, or tell the person something (shown in the live region).
 */
export type CanvasActionResult =
  | { kind: 'bulkWrite'; updates: { id: number; data: Record<string, unknown> }[]; creates: CanvasEntityCreate[]; destroys: number[] }
  | { kind: 'download'; fileName: string; mimeType: string; content: string }
  | { kind: 'message'; message: string };

/** A toolbar button a plugin adds to the canvas (murals: Autogenerate, Export SVG). Pure: the canvas performs the result. */
export interface CanvasAction {
  id: string;
  title: string;
  /** Whether the button is offered on a view (an action may be offered everywhere and answer with a message). */
  shownIn(view: CanvasViewRef): boolean;
  /** Whether it writes to the plan (a bulk write): a read-only plan (a locked order) does not offer it; exports stay. */
  changesThePlan: boolean;
  run(input: CanvasActionInput): CanvasActionResult;
}
