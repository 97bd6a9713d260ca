/**
 * Sends a spreadsheet to the catalogue import (dry run or apply): the file's bytes are the body, the
 * organisation and format go in the query string. Files of the size limit or more are refused before
 * sending, with the server's own message.
 */
import {
  apiErrorBody,
  CATALOGUE_IMPORT_MAX_BYTES,
  catalogueImportApplyCall,
  catalogueImportDryRunCall,
  catalogueImportMessages,
  catalogueSheetContentTypes,
  type CatalogueImportPlan,
  type CatalogueSheetFormat,
} from '@configurator/core';
import { ApiError } from '../../../api/api-client.ts';

/** The format a chosen file is read as, from its name; undefined for anything else. */
export function formatOf(file: File): CatalogueSheetFormat | undefined {
  const name = file.name.toLowerCase();
  return name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : undefined;
}

export async function sendSpreadsheet(step: 'dryRun' | 'apply', file: File, format: CatalogueSheetFormat, orgId: number): Promise<CatalogueImportPlan> {
  if (file.size >= CATALOGUE_IMPORT_MAX_BYTES) throw new ApiError(413, 'bad_request', catalogueImportMessages.tooBig);
  const call = step === 'apply' ? catalogueImportApplyCall : catalogueImportDryRunCall;
  let response: Response;
  try {
    response = await fetch(`${call.path}?${new URLSearchParams({ orgId: String(orgId), format })}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': catalogueSheetContentTypes[format], Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach the server.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorBody.safeParse(json);
    if (!error.success) throw new ApiError(response.status, 'internal', `The server answered ${response.status}.`);
    throw new ApiError(response.status, error.data.error.code, error.data.error.message, error.data.error.issues ?? []);
  }
  return call.response.parse(json).data;
}
