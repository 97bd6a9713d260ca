/**
 * Lights (spec product 73): a suspended linear fixture at its length: ceiling canopy, two cables,
 * the housing in its finish with the lens along its underside, and the chosen options listed below.
 * Built in mm; a length outside what can be drawn is clamped and marked, never thrown.
 */
import { drawingInUnits, MM_PER_INCH, optionData, selectionLines, type ProductRenderer, type Shape } from '@configurator/core';
// The drawing kit alone: the package's index would bring every woodwork renderer into this plugin's chunk.
import { lengthLabel, LINE, problemNotes } from '@configurator/plugin-woodwork/drawing-kit';
import { readLightsSettings } from './settings.ts';

/** Fixture proportions in mm (spec gives none; a 70 mm housing on 600 mm cables under a 120 mm canopy). */
export const LIGHT = { defaultLength: 1200, minLength: 100, maxLength: 12000, housing: 70, lens: 12, cable: 600, canopy: { width: 120, height: 25 } } as const;

export const lightRenderer: ProductRenderer = (input) => {
  const settings = readLightsSettings(input.settings);
  const problems: string[] = [];
  const raw = input.properties[String(settings.lengthPropertyId)]?.value;
  const entered = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw) : Number.NaN;
  let length: number = LIGHT.defaultLength;
  if (settings.lengthPropertyId && Number.isFinite(entered)) {
    const mm = settings.lengthUnit === 'in' ? entered * MM_PER_INCH : entered;
    length = Math.min(LIGHT.maxLength, Math.max(LIGHT.minLength, mm));
    if (length !== mm) problems.push(`Length ${entered} ${settings.lengthUnit} cannot be drawn: drawn at ${lengthLabel(length, input.units)}`);
  } else if (settings.lengthPropertyId) {
    problems.push('No length entered: the default length is drawn');
  }
  const finishOption = input.catalogue.optionsById.get(input.properties[String(settings.finishPropertyId)]?.optionId ?? -1);
  const cctOption = input.catalogue.optionsById.get(input.properties[String(settings.colorTemperaturePropertyId)]?.optionId ?? -1);
  const housingFill = typeof optionData(finishOption, 'fill') === 'string' ? String(optionData(finishOption, 'fill')) : '#4b5563';
  const lensFill = typeof optionData(cctOption, 'color') === 'string' ? String(optionData(cctOption, 'color')) : '#fde68a';

  const { housing, lens, cable, canopy } = LIGHT;
  const top = canopy.height + cable;
  const cableX = [length * 0.15, length * 0.85];
  const label = Math.max(12, length / 30);
  const shapes: Shape[] = [
    {
      kind: 'rect',
      id: 'canopy',
      x: length / 2 - canopy.width / 2,
      y: 0,
      width: canopy.width,
      height: canopy.height,
      fill: housingFill,
      stroke: LINE,
      strokeWidth: 1,
    },
    ...cableX.map((x, i): Shape => ({ kind: 'line', id: `cable-${i}`, points: [length / 2, canopy.height, x, top], stroke: LINE, strokeWidth: 1.5 })),
    { kind: 'rect', id: 'housing', x: 0, y: top, width: length, height: housing, fill: housingFill, stroke: LINE, strokeWidth: 1.5, cornerRadius: 4 },
    { kind: 'rect', id: 'lens', x: 4, y: top + housing - lens, width: length - 8, height: lens, fill: lensFill, stroke: LINE, strokeWidth: 0.5 },
  ];
  const lines = selectionLines(input);
  const textTop = top + housing + label;
  lines.forEach((text, i) =>
    shapes.push({
      kind: 'text',
      id: `line-${i}`,
      x: 0,
      y: textTop + i * label * 1.4,
      width: Math.max(length, label * 20),
      text,
      fontSize: label,
      fill: '#374151',
    }),
  );
  const problemTop = textTop + lines.length * label * 1.4;
  const width = Math.max(length, label * 20);
  shapes.push(...problemNotes(problems, 0, problemTop, width, label));
  return drawingInUnits(
    { width, height: problemTop + problems.length * label * 1.4, shapes, outline: { x: 0, y: top, width: length, height: housing } },
    input.units,
  );
};
