/** A productOrder with the defaults of a new order (spec orders §3), for cost tests. */
import { emptyOrderCosts, type ProductOrder } from '../../domain/order.ts';

const noAddress = { streetAddress: '', streetAddress2: '', city: '', state: '', zip: '', country: '' };

export function testOrder(fields: Partial<ProductOrder> = {}): ProductOrder {
  return {
    id: 1, orgSpecificId: 1, orgId: 7, userId: 1, title: 'Untitled Order', projectName: '',
    productCategoryId: null, productId: null, productTitle: '', productCategoryTitle: '', type: 'standalone',
    isStocked: 0, archived: 0, disableSalesTax: 0, promptedForProjectInfo: 0, isProcessingPayment: 0,
    statusData: {}, lastCompletedStatusKey: null, lastPaymentDate: null, effectivePricingDate: '2025-06-15 12:00:00',
    firmName: '', contactName: '', clientEmails: '', phone: '', purchaseOrderNumber: '', estimateNumber: '',
    deliveryAddress: noAddress, billingAddress: noAddress, feedbackNotes: '', amountPaidInCents: 0, trackingNumber: '',
    estimatedShippingDate: null, integrationData: {}, involvedUsers: {},
    discountMode: 'rate', shippingMode: 'amount', discountPercentage: null, discountFlatAmount: null,
    shippingPercentage: null, shippingFlatAmount: null, taxPercentage: 0, tariffPercentage: 0,
    primaryNote: '', secondaryNote: '', commandData: {}, productInstancesCount: 0, externalLink1: '',
    costs: emptyOrderCosts(), version: 1, created: '2025-06-15 12:00:00', lastUpdated: '2025-06-15 12:00:00',
    ...fields,
  };
}
