/**
 * Wood-panel profiles (spec products 86, 77, 88, 90): the cross-section of the board at its true
 * width and thickness (what the dimensions measure), and below it the face with its length broken:
 * drawn at the length scaling base (200 to 240 by length, spec §9) with a break mark, labelled with
 * the real length. Each profile is a renderer key; the shape of the section is the profile's.
 */
import { drawingInUnits, type ProductRenderer, type Shape } from '@configurator/core';
import { lengthLabel, LINE, problemNotes } from './drawing-kit.ts';
import { noteFontSize } from './label-size.ts';
import { lengthScalingBase } from './length-base.ts';
import { chosenOption, optionText, readSize } from './read-item.ts';
import { propertiesOf, readWoodworkSettings } from './settings.ts';

export const WOOD_PANEL_DEFAULTS = { width: 140, thickness: 20, length: 2400 } as const;

export const woodPanelProfiles = ['flat', 'tongue-and-groove', 'shiplap', 'fluted'] as const;
export type WoodPanelProfile = (typeof woodPanelProfiles)[number];

/** The closed outline of the section, in a box W wide and T thick (x right, y down). */
export function profileOutline(profile: WoodPanelProfile, W: number, T: number): number[] {
  const t3 = T / 3;
  const lip = Math.min(T, W / 10);
  switch (profile) {
    case 'flat':
      return [0, 0, W, 0, W, T, 0, T];
    case 'tongue-and-groove':
      // Tongue out of the right edge, groove into the left edge, both a third of the thickness.
      return [0, 0, W - lip, 0, W - lip, t3, W, t3, W, 2 * t3, W - lip, 2 * t3, W - lip, T, 0, T, 0, 2 * t3, lip, 2 * t3, lip, t3, 0, t3];
    case 'shiplap':
      // A rabbet on the top left and the bottom right, half the thickness each.
      return [lip, 0, W, 0, W, T / 2, W - lip, T / 2, W - lip, T, 0, T, 0, T / 2, lip, T / 2];
    case 'fluted': {
      // Round flutes across the face, each about 3 thicknesses wide, a third deep.
      const flutes = Math.max(1, Math.round(W / (T * 3)));
      const step = W / flutes;
      const points: number[] = [0, T, 0, 0];
      for (let f = 0; f < flutes; f += 1) {
        for (let s = 1; s <= 8; s += 1) {
          const a = (Math.PI * s) / 8;
          points.push(f * step + (step * s) / 8, t3 * Math.sin(a));
        }
      }
      points.push(W, T);
      return points;
    }
  }
}

export function woodPanelRenderer(profile: WoodPanelProfile): ProductRenderer {
  return (input) => {
    const settings = readWoodworkSettings(input.settings);
    const p = propertiesOf(input, settings);
    const width = readSize(input, p.width, 'Width', WOOD_PANEL_DEFAULTS.width);
    const thickness = readSize(input, p.thickness, 'Thickness', WOOD_PANEL_DEFAULTS.thickness);
    const length = readSize(input, p.length, 'Length', WOOD_PANEL_DEFAULTS.length);
    const problems = [width, thickness, length].flatMap((s) => (s.problem ? [s.problem] : []));
    const W = width.value;
    const T = Math.min(thickness.value, W);
    const fill = optionText(chosenOption(input, p.species), 'fill') ?? '#d8b98a';
    const base = lengthScalingBase(length.value);
    // The face is drawn base units long for each 140 of width, so a wide board keeps its proportion.
    const faceLength = (base * W) / WOOD_PANEL_DEFAULTS.width;
    const gap = T + W / 10;
    const faceTop = T + gap;
    const breakY = faceTop + faceLength / 2;
    const jag = W / 12;
    // The length label reads at the dimension labels' size when the board is fitted to the view.
    const label = noteFontSize(Math.max(W, faceTop + faceLength));
    const shapes: Shape[] = [
      { kind: 'line', id: 'section', points: profileOutline(profile, W, T), closed: true, fill, stroke: LINE, strokeWidth: Math.max(0.3, W / 300) },
      { kind: 'rect', id: 'face', x: 0, y: faceTop, width: W, height: faceLength, fill, stroke: LINE, strokeWidth: Math.max(0.3, W / 300) },
      {
        kind: 'line',
        id: 'length-break',
        stroke: LINE,
        strokeWidth: Math.max(0.3, W / 300),
        fill: '#ffffff',
        points: [0, breakY, W * 0.35, breakY, W * 0.45, breakY - jag, W * 0.55, breakY + jag, W * 0.65, breakY, W, breakY],
      },
      {
        kind: 'text',
        id: 'length-label',
        x: 0,
        y: faceTop + faceLength + label / 2,
        width: Math.max(W, label * 10),
        text: `Length ${lengthLabel(length.value, input.units)}`,
        fontSize: label,
        fill: '#111827',
      },
    ];
    const problemTop = faceTop + faceLength + label * 2;
    const textWidth = Math.max(W, label * 10);
    shapes.push(...problemNotes(problems, 0, problemTop, textWidth, label * 0.8));
    return drawingInUnits(
      { width: textWidth, height: problemTop + problems.length * label * 1.2, shapes, outline: { x: 0, y: 0, width: W, height: T } },
      input.units,
    );
  };
}
