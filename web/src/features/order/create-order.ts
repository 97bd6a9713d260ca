/**
 * Starting an order from the home page: create it (create-product-order), and when a product was
 * chosen, create the order's first item of that product so the order opens on it.
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
  if (request.productId != null && productOrder.productInstancesCount === 0) {
    await callApi(productInstanceCalls.create, { props: { productOrderId: productOrder.id, productId: request.productId, quantity: 1 } });
  }
  return productOrder;
}
