/**
 * Organisation 850's drawing sets (spec catalogue-and-drawing §9): manufacturing sets print on
 * 11x17 paper, every other set on 8.5x11, and the toolbar says so.
 */
import type { DrawingSetMode, DrawingSheetOptions } from '@configurator/core';

export const PRINT_NOTES: Record<DrawingSetMode, string> = {
  factory: 'Print on 11x17 paper for manufacturing.',
  client: 'Print on 8.5x11 paper.',
};

export const drawingSheetOptions: DrawingSheetOptions = { printNote: (mode) => PRINT_NOTES[mode] };
