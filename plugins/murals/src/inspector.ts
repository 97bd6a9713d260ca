/**
 * The inspector's fields of each mural entity type (issue 33 item 3), contributed with the type: the
 * paths into its data, their labels and groups, in the order a designer reads them. What each field
 * is (a length, a switch, a list) and its limits come from the type's schema (schemas.ts).
 */
import type { CanvasInspectorField } from '@configurator/core';
import { ENTITY } from './constants.ts';
import { seamColour } from './types/seam.ts';
import { muralOptionChoices, withChosenOption } from './texture-option.ts';
import type { TextureData } from './schemas.ts';

const SUBSTRATES = { standardCommercial: 'Standard commercial', standardResidential: 'Standard residential', custom: 'Custom' } as const;

const box = (at: string, size: string): CanvasInspectorField[] => [
  { path: `${at}.x`, label: 'X', kind: 'length', group: 'Position' },
  { path: `${at}.y`, label: 'Y', kind: 'length', group: 'Position' },
  { path: `${size}.width`, label: 'Width', kind: 'length', group: 'Size' },
  { path: `${size}.height`, label: 'Height', kind: 'length', group: 'Size' },
];
const rotation: CanvasInspectorField = { path: 'yRotation', label: 'Rotation', kind: 'angle', group: 'Size' };
const flips: CanvasInspectorField[] = [
  { path: 'flipX', label: 'Flip horizontally', group: 'Artwork' },
  { path: 'flipY', label: 'Flip vertically', group: 'Artwork' },
];
const substrate: CanvasInspectorField = { path: 'substrate', label: 'Substrate', choiceLabels: SUBSTRATES, group: 'Print' };
const ends = (group: string): CanvasInspectorField[] => [
  { path: 'from.x', label: 'Start x', kind: 'length', group },
  { path: 'from.y', label: 'Start y', kind: 'length', group },
  { path: 'to.x', label: 'End x', kind: 'length', group },
  { path: 'to.y', label: 'End y', kind: 'length', group },
];

export const muralInspectors: Readonly<Record<string, readonly CanvasInspectorField[]>> = {
  [ENTITY.area]: [...box('position', 'size'), rotation, { path: 'isReturn', label: 'Return wall' }],
  [ENTITY.panel]: [
    ...box('position', 'size'),
    rotation,
    { path: 'bleedLeft', label: 'Left', kind: 'length', group: 'Bleeds' },
    { path: 'bleedRight', label: 'Right', kind: 'length', group: 'Bleeds' },
    { path: 'bleedTop', label: 'Top', kind: 'length', group: 'Bleeds' },
    { path: 'bleedBottom', label: 'Bottom', kind: 'length', group: 'Bleeds' },
    substrate,
    { path: 'panelNumber', label: 'Panel number', group: 'Print' },
    { path: 'panelDescriptionOverride', label: 'Description override', group: 'Print' },
    { path: 'panelPrintNotes', label: 'Print notes', group: 'Print' },
    { path: 'isCriticalAlignmentPanel', label: 'Critical alignment', group: 'Print' },
    ...flips,
    { path: 'isDisabled', label: 'Disabled', group: 'Print' },
  ],
  [ENTITY.texture]: [
    {
      path: 'muralProductOptionId',
      label: 'Mural option',
      kind: 'option',
      group: 'Artwork',
      options: (data, context) => muralOptionChoices(data as Pick<TextureData, 'muralProductOptionId'>, context),
      follow: withChosenOption,
    },
    { path: 'pattern', label: 'Pattern', group: 'Artwork' },
    ...flips,
    ...box('position', 'size'),
    rotation,
    substrate,
  ],
  [ENTITY.seam]: [
    { path: 'thickness', label: 'Thickness', group: 'Seam', note: (d) => `Drawn ${seamColour(Number(d.thickness))}` },
    { path: 'alignment', label: 'Alignment', group: 'Seam' },
    { path: 'alignmentMode', label: 'Alignment mode', group: 'Seam' },
    { path: 'customAlignmentOffset', label: 'Custom offset', kind: 'length', group: 'Seam', shownWhen: (d) => d.alignmentMode === 'custom' },
    { path: 'isKillPoint', label: 'Kill point', group: 'Seam' },
    ...ends('Position'),
  ],
  [ENTITY.mismatchLine]: ends('Position'),
  [ENTITY.wallLabel]: [
    { path: 'title', label: 'Title' },
    { path: 'indicateViewStartOnPlan', label: 'Indicate view start on plan', group: 'View start' },
    { path: 'viewStartPlanPosition.x', label: 'View start x', kind: 'length', group: 'View start' },
    { path: 'viewStartPlanPosition.z', label: 'View start y', kind: 'length', group: 'View start' },
    { path: 'labelPlanPosition.x', label: 'Label x', kind: 'length', group: 'Position' },
    { path: 'labelPlanPosition.z', label: 'Label y', kind: 'length', group: 'Position' },
  ],
};
