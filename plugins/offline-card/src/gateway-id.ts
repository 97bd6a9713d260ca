/** The gateway's id: its key at the payment-gateway and card-gateway-forms points, and its webhook URL's segment. */
export const GATEWAY_ID = 'offline-card';
