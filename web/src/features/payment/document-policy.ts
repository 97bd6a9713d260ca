/**
 * The Content-Security-Policy of a page comes with its document, and navigating inside the app keeps
 * it. The server lets the card gateways' browser forms in (their plugins' browserPolicy) only on the
 * card payment page (server/src/http/security-headers.ts), so the path the document was loaded at is
 * read once at start-up (main.tsx imports this module).
 */
import { paymentConstants } from '@configurator/core';

const documentPath = window.location.pathname;

/** True when this document was loaded at the card payment page, so its policy allows the gateways' forms. */
export const documentAllowsGatewayForms = (): boolean => paymentConstants.cardPaymentPagePath.test(documentPath);
