/** Organisation 1798 prints every drawing sheet on Letter (spec catalogue-and-drawing §9), never Ledger. */
import type { DrawingSheetOptions } from '@configurator/core';

export const drawingSheetOptions: DrawingSheetOptions = { forceLetter: true };
