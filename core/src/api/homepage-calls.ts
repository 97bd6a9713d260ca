/**
 * The home page's one call (spec orders.md §7): its categories and products. A module of its own, with
 * only the catalogue's schemas, so the home page does not download the order's (order-calls.ts).
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';
import { product, productCategory } from '../domain/catalogue.ts';

export const homepageDataCall = defineCall(
  '/api/configurator/get-configurator-homepage-data',
  z.object({ orgId: recordId() }),
  dataOf(z.object({ products: z.array(product), productCategories: z.array(productCategory) })),
);
