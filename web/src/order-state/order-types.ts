/** The order and items as this viewer receives them (prices absent when hidden). */
import type { z } from 'zod';
import type { instanceForViewer, orderForViewer, InstanceProperties } from '@configurator/core';

type Engraving = NonNullable<ItemView['engravingArrays']>[number][number];

export type OrderView = z.output<typeof orderForViewer>;
export type ItemView = z.output<typeof instanceForViewer>;

/** What the page may change on an item. */
export interface ItemPatch {
  quantity?: number;
  title?: string;
  notes?: string;
  properties?: InstanceProperties;
  engravingArrays?: Engraving[][];
}
