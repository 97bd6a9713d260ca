/**
 * Notes beside a product drawing, measured with core's dimension lines: the text is sized so it reads
 * at the dimension labels' size when the product is fitted to the view (core noteMetrics), and the
 * notes start after the room core's height dimension line and label take right of the outline, so
 * the two never overlap at any product size. Sizes are in mm (the renderers build in mm).
 */
import { noteMetrics, type Shape } from '@configurator/core';
import { problemNotes } from './drawing-kit.ts';

/** The notes column is this many font sizes wide: the longest note ('23 lamellas, standard alignment') fits, and the red note of a missing lamella choice. */
const NOTE_COLUMN_EMS = 21;
/** Line pitch of the notes, in font sizes. */
const NOTE_LINE_HEIGHT = 1.4;

export interface NotesLayout {
  /** Font size of the notes (mm). */
  fontSize: number;
  /** Left edge of the notes column (mm from the outline's left). */
  x: number;
  width: number;
}

/** The notes beside a leaf of width x height mm (its outline at 0,0). Metric room: the drawing's mm are converted after. */
export function notesBeside(width: number, height: number): NotesLayout {
  // The imperial extrusion offset is the larger: room enough in either unit.
  const { fontSize, dimensionRoom } = noteMetrics(Math.max(width, height), { units: 'in' });
  return { fontSize, x: width + dimensionRoom, width: fontSize * NOTE_COLUMN_EMS };
}

/** A note's text size for a product whose larger side is extent mm (labels under a wood panel). */
export const noteFontSize = (extent: number): number => noteMetrics(extent, { units: 'in' }).fontSize;

/** The notes, then the problems in red below them, in the column; bottom is where the last line ends. */
export function notesShapes(lines: readonly string[], problems: readonly string[], layout: NotesLayout): { shapes: Shape[]; bottom: number } {
  const { fontSize, x, width } = layout;
  const pitch = fontSize * NOTE_LINE_HEIGHT;
  const shapes: Shape[] = lines.map((text, i) => ({ kind: 'text', id: `note-${i}`, x, y: i * pitch, width, text, fontSize, fill: '#374151' }));
  const problemTop = lines.length * pitch + fontSize;
  shapes.push(...problemNotes(problems, x, problemTop, width, fontSize));
  return { shapes, bottom: problems.length ? problemTop + problems.length * pitch : lines.length * pitch };
}
