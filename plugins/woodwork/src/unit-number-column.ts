/**
 * The unit number on the factory sheet ('document-columns'): door and slat items carry the same
 * 3-digit number their drawings show, counted over the document's items with the organisation's
 * settings for this plugin (bound into the cell by the document service).
 */
import type { DocumentColumn } from '@configurator/core';
import { readWoodworkSettings } from './settings.ts';
import { unitNumberOf } from './unit-number.ts';

export const unitNumberColumn: DocumentColumn = {
  key: 'unitNumber',
  title: 'Unit',
  kind: 'other',
  modes: ['factory'],
  order: 50,
  cell: (line, settings) => unitNumberOf(line.item, line.orderItems ?? [line.item], readWoodworkSettings(settings)) ?? '',
};
