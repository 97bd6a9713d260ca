/**
 * Order data and order creation (spec orders.md §7). The home page's call is in homepage-calls.ts, the
 * orders list's in orders-list-calls.ts.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { int32, recordId, varchar } from './fields.ts';
import {
  product,
  productCategory,
  productOption,
  productOptionClassifier,
  productPricingRule,
  productProperty,
  productPropertyGroup,
  productRule,
} from '../domain/catalogue.ts';
import { orderCosts } from '../domain/order.ts';
import { productGraphic } from '../domain/resources.ts';
import { publicUser, statusDefinition } from '../domain/organisation.ts';
import { archCustomView, archElevation, archWall, genericEntity, medium, productCanvasLine, productCanvasText } from '../domain/resources.ts';
import { instanceForViewer, orderForViewer } from './pricing-visibility.ts';

/** A spatial order's plan records, as the order page reads them (and the live read's changed plan). */
export const planRecordsShape = {
  archWalls: z.array(archWall).optional(),
  archElevations: z.array(archElevation).optional(),
  archCustomViews: z.array(archCustomView).optional(),
  entities: z.array(genericEntity).optional(),
  productCanvasTexts: z.array(productCanvasText).optional(),
  productCanvasLines: z.array(productCanvasLine).optional(),
};

export const createProductOrderCall = defineCall(
  '/configurator/create-product-order',
  z.object({
    productOrderProps: z.object({
      orgId: recordId(),
      title: z.string().trim().max(200).optional(),
      productCategoryId: recordId().nullable().optional(),
      productId: int32().nullable().optional(),
      isStocked: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
      userId: recordId().optional(),
      type: z.enum(['standalone', 'arch']).optional(),
      costs: orderCosts.partial().optional(),
    }),
  }),
  dataOf(z.object({ productOrder: orderForViewer })),
);

export const orderDataCall = defineCall(
  '/api/configurator/get-configurator-order-data',
  z.object({
    userId: recordId().optional(),
    orgId: recordId(),
    productOrderOrgSpecificId: recordId(),
    shareToken: varchar().optional(),
    shareableOrderId: recordId().optional(),
  }),
  dataOf(
    z.object({
      /**
       * shareableLink (spec orders §3): the share token of the order's current link, as
       * generate-shareable-link answers it, for staff and involved people who may read it (not for a
       * person whose prices are hidden when the link shows them); absent otherwise or without a link.
       */
      productOrders: z.array(orderForViewer.extend({ shareableLink: z.string().max(128).optional() })),
      products: z.array(product),
      productInstances: z.array(instanceForViewer),
      productPricingRules: z.array(productPricingRule),
      productProperties: z.array(productProperty),
      productOptions: z.array(productOption),
      productOptionClassifiers: z.array(productOptionClassifier),
      /** The graphics the organisation's products draw as their drawing (product.data.graphicId). */
      productGraphics: z.array(productGraphic).optional(),
      productPropertyGroups: z.array(productPropertyGroup),
      productRules: z.array(productRule),
      productCategories: z.array(productCategory),
      media: z.array(medium),
      guests: z.array(publicUser),
      isSpatial: z.boolean(),
      /** True when the viewer's access data or involvement hides prices: price fields are then absent. */
      pricingIsHidden: z.boolean(),
      /**
       * The organisation's order statuses the viewer may see, in order (guests and guest mode: those
       * with isVisibleToGuest), for the status dots and panels. The order history is a separate call
       * (orderHistoryCall, staff only).
       */
      productOrderStatuses: z.array(statusDefinition).optional(),
      /** Spatial (arch) orders only. */
      ...planRecordsShape,
    }),
  ),
);
