/**
 * How the order page draws items, for this visit: the 'Dim precision' step positions snap to on the
 * plan canvas (starts at the theme's initial value on every visit, spec orders §5; labels never follow it) and the units chosen with the in/mm toggle (null: the
 * organisation's own). Whether dimensions show is the user's lasting choice (appData.dimensionsAreVisible).
 */
import { create } from 'zustand';
import type { Units } from '@configurator/core';
import { stepPrecision, type PrecisionBounds, type PrecisionStep } from './precision.ts';

interface DrawingViewState {
  precision: number | null;
  units: Units | null;
  step: (direction: PrecisionStep, bounds: PrecisionBounds) => void;
  setUnits: (units: Units) => void;
  reset: () => void;
}

export const useDrawingViewStore = create<DrawingViewState>()((set, get) => ({
  precision: null,
  units: null,
  step: (direction, bounds) => set({ precision: stepPrecision(get().precision ?? bounds.initial, direction, bounds) }),
  // A step in one unit means nothing in the other: switching units starts the precision over.
  setUnits: (units) => set({ units, precision: null }),
  reset: () => set({ precision: null, units: null }),
}));
