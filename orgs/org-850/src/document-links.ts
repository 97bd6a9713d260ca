/**
 * View Quote and View Invoice on the order page (spec orders §2): shortcuts to the order's documents
 * view, the invoice in mode=invoice. The order page lists them in its More menu for people offered
 * the mode.
 */
import type { OrderDocumentLink } from '@configurator/core';

export const documentLinks: readonly OrderDocumentLink[] = [
  { id: 'view-quote', label: 'View Quote', mode: 'quote' },
  { id: 'view-invoice', label: 'View Invoice', mode: 'invoice' },
];
