/**
 * The data of each mural entity type (spec catalogue-and-drawing §3), as zod schemas that fill the
 * spec's defaults and bound every number, so a write with nonsense is refused with the field named.
 */
import { z } from 'zod';
import { PLAN } from '@configurator/core';
import { MURAL, SEAM } from './constants.ts';

/** Far beyond any wall (a 40 m wall is about 1575 inches); keeps arithmetic finite. */
const COORD_MAX = 1_000_000;
const coord = z.number().min(-COORD_MAX).max(COORD_MAX);
const length = z.number().min(0).max(COORD_MAX);
const degrees = z.number().min(-36_000).max(36_000);
const id = z.number().int().min(1).max(2_147_483_647);
const note = z.string().max(2000);

export const point2 = z.object({ x: coord, y: coord });
export const point3 = z.object({ x: coord, y: coord, z: coord });
export const planPoint = z.object({ x: coord, z: coord });
export const size2 = z.object({ width: length, height: length });
export type Point2 = z.infer<typeof point2>;
export type Size2 = z.infer<typeof size2>;

/** Fields every generic entity's data may carry (spec §3). */
const common = {
  // Any 32-bit integer: a viewport just added on the canvas has a temporary negative id until it is saved.
  archCustomViewId: z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().default(null),
  xzRotation: degrees.default(0),
};

export const areaData = z.object({
  ...common,
  position: point2.default({ x: 0, y: 0 }),
  size: size2.default({ ...MURAL.defaultAreaSize }),
  yRotation: degrees.default(0),
  isReturn: z.boolean().default(false),
});
export type AreaData = z.infer<typeof areaData>;

export const substrate = z.enum(['standardCommercial', 'standardResidential', 'custom']);
const bleed = z.number().min(0).max(1000);

export const panelData = z.object({
  ...common,
  /** On the viewport's elevation: the panel's visible part, without bleed. */
  position: point2.default({ x: 0, y: 0 }),
  size: size2.default({ ...MURAL.defaultPanelSize }),
  bleedLeft: bleed.default(MURAL.editorBleed),
  bleedRight: bleed.default(MURAL.editorBleed),
  bleedTop: bleed.default(MURAL.editorBleed),
  bleedBottom: bleed.default(MURAL.editorBleed),
  isDisabled: z.boolean().default(false),
  /** On the Panel Layout view (what Autogenerate lays out). */
  customViewPosition: point2.nullable().default(null),
  customViewSize: size2.nullable().default(null),
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
  yRotation: degrees.default(0),
  substrate: substrate.default('standardCommercial'),
  panelNumber: z.number().int().min(0).max(100_000).nullable().default(null),
  panelDescriptionOverride: z.string().max(500).default(''),
  panelPrintNotes: note.default(''),
  isCriticalAlignmentPanel: z.boolean().default(false),
  /** On the Print Panel Layout page. */
  drawingsPanelLayoutPosition: point2.nullable().default(null),
  drawingsShowNotesAbovePanel: z.boolean().default(false),
  /** The size the panel had when Autogenerate made it (a later resize is told apart). */
  originalSize: size2.nullable().default(null),
});
export type PanelData = z.infer<typeof panelData>;

export const textureData = z.object({
  ...common,
  muralProductOptionId: id.nullable().default(null),
  pattern: z.string().max(200).default(''),
  style: z.string().max(200).default(''),
  substrate: substrate.default('standardCommercial'),
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
  position: point2.default({ x: 0, y: 0 }),
  size: size2.default({ ...MURAL.defaultTextureSize }),
  yRotation: degrees.default(0),
});
export type TextureData = z.infer<typeof textureData>;

export const seamAlignment = z.enum(['center', 'left', 'right']);
export const seamData = z.object({
  ...common,
  from: point2.default({ x: 0, y: 0 }),
  to: point2.default({ x: 0, y: MURAL.defaultPanelSize.height }),
  thickness: z.number().int().min(1).max(100).default(SEAM.defaultThickness),
  alignment: seamAlignment.default(SEAM.defaultAlignment),
  alignmentMode: z.enum(['standard', 'custom']).default('standard'),
  /** Inches, used when alignmentMode is custom. */
  customAlignmentOffset: z.number().min(-1000).max(1000).default(0),
  // A seam is the spec's calico line: its defaults (size 2, rotations 0, not a kill point) are core's PLAN.calicoLine.
  size: z.number().min(0).max(1000).default(PLAN.calicoLine.size),
  rotations: z.number().int().min(-360).max(360).default(PLAN.calicoLine.rotations),
  isKillPoint: z.boolean().default(PLAN.calicoLine.isKillPoint),
});
export type SeamData = z.infer<typeof seamData>;

export const mismatchLineData = z.object({
  ...common,
  from: point3.nullable().default(null),
  /** Null while the line is being added (add mode until it has two points). */
  to: point3.nullable().default(null),
});
export type MismatchLineData = z.infer<typeof mismatchLineData>;

export const wallLabelData = z.object({
  ...common,
  title: z.string().max(200).default(''),
  customViewPosition: point2.default({ x: 0, y: 0 }),
  customViewSize: size2.default({ ...MURAL.wallLabelViewSize }),
  labelPlanPosition: planPoint.default({ x: 0, z: 0 }),
  viewStartPlanPosition: planPoint.default({ x: 0, z: 0 }),
  indicateViewStartOnPlan: z.boolean().default(false),
});
export type WallLabelData = z.infer<typeof wallLabelData>;
