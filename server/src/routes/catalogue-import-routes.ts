/**
 * Catalogue import and export (issue 34 item 5): the dry run and the apply take the spreadsheet as
 * the request body (the organisation and format in the query string), the export answers the file.
 * Owners of the active organisation only; the permission is checked before the body is read.
 */
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  catalogueExportCall,
  catalogueImportApplyCall,
  catalogueImportDryRunCall,
  catalogueImportMessages,
} from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { readUploadBody, type UploadKind } from '../http/read-upload-body.ts';
import { CatalogueImportService } from '../services/catalogue-import/catalogue-import-service.ts';

/** A spreadsheet: a CSV is text, so only JSON and form bodies are not one. */
const spreadsheet: UploadKind = {
  tooBig: catalogueImportMessages.tooBig,
  noBody: catalogueImportMessages.noBody,
  notAFile: ['application/json', 'application/x-www-form-urlencoded', 'multipart/*'],
};

export function mountCatalogueImportRoutes(calls: CallRouter): void {
  calls
    .upload(catalogueImportDryRunCall, async ({ orgId, format }, { resolve, viewer, ctx }) => {
      const service = resolve(CatalogueImportService);
      service.authorize(viewer, orgId);
      return { data: await service.dryRun(viewer, format, await readUploadBody(ctx, CATALOGUE_IMPORT_MAX_BYTES, spreadsheet)) };
    })
    .upload(catalogueImportApplyCall, async ({ orgId, format }, { resolve, viewer, ctx }) => {
      const service = resolve(CatalogueImportService);
      service.authorize(viewer, orgId);
      return { data: await service.apply(viewer, format, await readUploadBody(ctx, CATALOGUE_IMPORT_MAX_BYTES, spreadsheet)) };
    })
    .download(catalogueExportCall, 'application/octet-stream', async ({ orgId, format }, { resolve, viewer }) => {
      const service = resolve(CatalogueImportService);
      service.authorize(viewer, orgId);
      return service.export(viewer, format);
    });
}
