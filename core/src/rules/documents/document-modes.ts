/**
 * The four document modes (spec orders §2, §6, §9) as a table: their label (heading and file name),
 * whether prices and terms of sale are printed, and which roles are offered the mode and its CSV.
 * Owners get all four plus CSV; members packing slip and factory (and the client quote), with CSV in
 * quote and packing slip modes; guests and guest mode see the client quote and the invoice.
 */
import type { OrgRole } from '../../domain/roles.ts';
import type { DocumentMode } from '../../plugins/document-payloads.ts';

export interface DocumentModeRule {
  /** Heading of the document and the last part of its file name. */
  label: 'Quote' | 'Invoice' | 'Packing Slip' | 'Factory';
  showsPrices: boolean;
  showsTermsOfSale: boolean;
  offeredTo: readonly OrgRole[];
  csvOfferedTo: readonly OrgRole[];
}

export const documentModeRules: Readonly<Record<DocumentMode, DocumentModeRule>> = {
  quote: { label: 'Quote', showsPrices: true, showsTermsOfSale: true, offeredTo: ['owner', 'member', 'guest'], csvOfferedTo: ['owner', 'member'] },
  invoice: { label: 'Invoice', showsPrices: true, showsTermsOfSale: true, offeredTo: ['owner', 'guest'], csvOfferedTo: ['owner'] },
  packingSlip: { label: 'Packing Slip', showsPrices: false, showsTermsOfSale: false, offeredTo: ['owner', 'member'], csvOfferedTo: ['owner', 'member'] },
  factory: { label: 'Factory', showsPrices: false, showsTermsOfSale: false, offeredTo: ['owner', 'member'], csvOfferedTo: ['owner'] },
};

/** The modes a role is offered, in the order of the mode switch. */
export const documentModesFor = (role: OrgRole): DocumentMode[] =>
  (Object.keys(documentModeRules) as DocumentMode[]).filter((mode) => documentModeRules[mode].offeredTo.includes(role));

export const csvOfferedFor = (role: OrgRole, mode: DocumentMode): boolean => documentModeRules[mode].csvOfferedTo.includes(role);
