/**
 * The murals of the demo project 'Lakeside Library – Reading Room' (the README's arch project with
 * walls and murals): a room of four walls, the north wall's viewport with a mural area covered by
 * the Meadow texture, its print panels as Autogenerate makes them, the seam between them, a mismatch
 * line, and the wall's label on the plan and in the viewport.
 */
import type { DemoSpatial } from '@configurator/core';
import { areaData, autogenerate, ENTITY, mismatchLineData, panelData, seamData, textureData, wallLabelData } from '@configurator/plugin-murals';
import { OPTION as O } from '../constants.ts';

const WALL = { width: 312, height: 108, thickness: 4 } as const;
const VIEW = 'north';
/** A stand-in id for the plan: Autogenerate only reads it to match panels to their viewport. */
const PLANNING_VIEW_ID = 1;
const AREA_ID = 1;

const area = { position: { x: 0, y: 0 }, size: { width: WALL.width, height: WALL.height }, isReturn: false };
const planned = autogenerate(
  [
    {
      id: AREA_ID,
      orgId: 0,
      productOrderId: null,
      type: ENTITY.area,
      parentId: null,
      parentResourceKey: null,
      properties: {},
      isTentative: 0,
      version: 1,
      data: { ...area, archCustomViewId: PLANNING_VIEW_ID },
    },
  ],
  PLANNING_VIEW_ID,
  { maxPanelWidth: 180 },
).creates;
const seamX = planned[0]!.data.position.x + planned[0]!.data.size.width;

/** Stored complete, defaults filled, as the canvas writes entities. */
const schemas = {
  [ENTITY.area]: areaData,
  [ENTITY.panel]: panelData,
  [ENTITY.texture]: textureData,
  [ENTITY.seam]: seamData,
  [ENTITY.mismatchLine]: mismatchLineData,
  [ENTITY.wallLabel]: wallLabelData,
};
const complete = (spatial: DemoSpatial): DemoSpatial => ({
  ...spatial,
  entities: spatial.entities.map((e) => ({ ...e, data: (schemas[e.type as keyof typeof schemas]?.parse(e.data) ?? e.data) as Record<string, unknown> })),
});

export const lakesideLibrarySpatial: DemoSpatial = complete({
  walls: [
    { from: { x: 0, z: 0 }, to: { x: WALL.width, z: 0 }, height: WALL.height, thickness: WALL.thickness },
    { from: { x: WALL.width, z: 0 }, to: { x: WALL.width, z: 240 }, height: WALL.height, thickness: WALL.thickness },
    { from: { x: WALL.width, z: 240 }, to: { x: 0, z: 240 }, height: WALL.height, thickness: WALL.thickness },
    { from: { x: 0, z: 240 }, to: { x: 0, z: 0 }, height: WALL.height, thickness: WALL.thickness },
  ],
  customViews: [
    {
      key: VIEW,
      title: 'North Wall',
      rank: 1,
      drawingNotesData: {
        general: 'Verify wall dimensions on site before printing.',
        productSpec: 'Meadow on Standard Commercial (Type II vinyl).',
        criticalPanelAlignment: 'Align the horizon across panels 1 and 2.',
        calicoMuralSeam: 'Butt seams, no overlap.',
      },
    },
  ],
  entities: [
    { key: 'area', type: ENTITY.area, customViewKey: VIEW, data: area },
    {
      type: ENTITY.texture,
      customViewKey: VIEW,
      data: {
        muralProductOptionId: O.meadow,
        pattern: 'meadow',
        style: 'botanical',
        substrate: 'standardCommercial',
        position: { x: 0, y: 0 },
        size: { width: WALL.width, height: WALL.height },
      },
    },
    ...planned.map((p) => ({
      type: ENTITY.panel,
      parentKey: 'area',
      customViewKey: VIEW,
      data: { ...p.data, isCriticalAlignmentPanel: p.data.panelNumber === 1 },
    })),
    { type: ENTITY.seam, customViewKey: VIEW, data: { from: { x: seamX, y: 0 }, to: { x: seamX, y: WALL.height }, thickness: 1, alignment: 'center' } },
    { type: ENTITY.mismatchLine, customViewKey: VIEW, data: { from: { x: 40, y: 60, z: 0 }, to: { x: 120, y: 60, z: 0 } } },
    {
      type: ENTITY.wallLabel,
      customViewKey: VIEW,
      data: {
        title: 'North Wall',
        customViewPosition: { x: 0, y: -110 },
        customViewSize: { width: 100, height: 100 },
        labelPlanPosition: { x: 126, z: 12 },
        viewStartPlanPosition: { x: 0, z: 0 },
        indicateViewStartOnPlan: true,
      },
    },
  ],
});
