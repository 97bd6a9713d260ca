/** Product graphics: the generic resource calls of the productGraphic resource (owners only). */
import { createProductGraphicCall, destroyProductGraphicCall, getProductGraphicsCall, updateProductGraphicCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { ProductGraphicService } from '../services/graphics/product-graphic-service.ts';

export function mountProductGraphicRoutes(calls: CallRouter): void {
  calls
    .authed(getProductGraphicsCall, async ({ where }, { resolve, viewer }) => ({
      data: { productGraphics: await resolve(ProductGraphicService).list(viewer, where) },
    }))
    .authed(createProductGraphicCall, async ({ props }, { resolve, viewer }) => ({
      data: { productGraphic: await resolve(ProductGraphicService).create(viewer, props) },
    }))
    .authed(updateProductGraphicCall, async ({ id, props }, { resolve, viewer }) => ({
      data: { productGraphic: await resolve(ProductGraphicService).update(viewer, id, props) },
    }))
    .authed(destroyProductGraphicCall, async ({ id }, { resolve, viewer }) => {
      await resolve(ProductGraphicService).destroy(viewer, id);
      return { data: { id } };
    });
}
