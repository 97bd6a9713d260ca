/** The drawing settings in force: this visit's choices over the organisation's theme and the user's settings. */
import type { Units } from '@configurator/core';
import { useTheme } from '../session/org-hooks.ts';
import { useUserSetting } from '../session/user-settings.ts';
import { useDrawingViewStore } from './drawing-view-store.ts';

export interface DrawingView {
  precision: number;
  units: Units;
  dimensionsAreVisible: boolean;
}

export function useDrawingView(): DrawingView {
  const theme = useTheme();
  const precision = useDrawingViewStore((s) => s.precision);
  const units = useDrawingViewStore((s) => s.units);
  const dimensionsAreVisible = useUserSetting('dimensionsAreVisible');
  return {
    precision: precision ?? theme.precision.initial,
    // The toggle is the theme's to offer: without it the organisation's units always apply.
    units: theme.unitToggle ? (units ?? theme.units) : theme.units,
    dimensionsAreVisible: dimensionsAreVisible ?? true,
  };
}
