/**
 * Starting an order from the home page: create it (create-product-order), and when a product was
 * chosen, create the order's first item of that product so the order opens on it. A product whose
 * items need a title gets no item here: the order opens on the create-item view, whose item title
 * popup asks for the title (the server refuses such an item without one).
 */
import { createProductOrderCall, productInstanceCalls, type ProductOrder } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';

export interface NewOrderRequest {
  orgId: number;
  userId: number;
  productCategoryId?: number | null;
  productId?: number | null;
  type?: 'standalone' | 'arch';
  isStocked?: boolean;
  /** The chosen product is flagged instanceTitleIsRequired. */
  titleIsRequired?: boolean;
}

export async function createOrder(request: NewOrderRequest): Promise<Pick<ProductOrder, 'id' | 'orgSpecificId'>> {
  const { productOrder } = await callApi(createProductOrderCall, {
    productOrderProps: {
      orgId: request.orgId,
      userId: request.userId,
      productCategoryId: request.productCategoryId ?? null,
      productId: request.productId ?? null,
      type: request.type ?? 'standalone',
      isStocked: request.isStocked ? 1 : 0,
    },
  });
  if (request.productId != null && !request.titleIsRequired && productOrder.productInstancesCount === 0) {
    await callApi(productInstanceCalls.create, { props: { productOrderId: productOrder.id, productId: request.productId, quantity: 1 } });
  }
  return productOrder;
}
