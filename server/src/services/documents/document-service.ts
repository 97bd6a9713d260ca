/**
 * Documents of an order (spec orders §2, §6, §9): the order as the person may see it (404 when they
 * cannot, the pricing-visibility projection applied), the mode checked against their role (403), the
 * organisation's columns, letterhead and terms from its plugins, and the result as pages of HTML, a
 * PDF printed by Chromium, or the item table as CSV.
 */
import { shareLinkFor } from '../share-service.ts';
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  buildDocument,
  csvOfferedFor,
  itemDrawingOf,
  documentColumnsOf,
  documentColumnsPoint,
  engravingSymbolsPoint,
  documentCsv,
  documentFileName,
  documentHtmlPage,
  documentLetterheadPoint,
  documentModesFor,
  renderDocumentPages,
  termsOfSalePoint,
  themeOf,
  toStoredDate,
  wordingOf,
  type documentRequest,
  type DocumentModel,
  type PdfPaperFormat,
} from '@configurator/core';
import { Tokens, type ServerSettings } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ProductInstanceSchema, ProductOrderSchema } from '../../db/entities/index.ts';
import { forbidden } from '../../http/errors.ts';
import type { DownloadFile } from '../../http/call-router.ts';
import { PdfPrinter } from '../../documents/pdf-printer.ts';
import { assertCanSeeOrder, pricingHiddenFor } from '../access.ts';
import { loadCatalogueIndex } from '../catalogue-loader.ts';
import { instanceForViewer, orderForViewer } from '../serializers.ts';

type DocumentRequest = z.output<typeof documentRequest>;

@injectable()
export class DocumentService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Tokens.Settings) private readonly settings: ServerSettings,
    @inject(PdfPrinter) private readonly printer: PdfPrinter,
  ) {}

  async model(viewer: Viewer, input: DocumentRequest, now = toStoredDate()): Promise<DocumentModel> {
    return (await this.load(viewer, input, now)).model;
  }

  private async load(viewer: Viewer, input: DocumentRequest, now: string) {
    const row =
      input.orgId === viewer.orgId ? await this.em.findOne(ProductOrderSchema, { orgId: viewer.orgId, orgSpecificId: input.productOrderOrgSpecificId }) : null;
    const shareLink = await shareLinkFor(this.em, input.shareToken);
    const order = assertCanSeeOrder(viewer, row, shareLink);
    if (!documentModesFor(viewer.role).includes(input.mode)) throw forbidden('Your role is not offered this document.');
    const hidden = pricingHiddenFor(viewer, order, shareLink);
    const items = await this.em.find(ProductInstanceSchema, { productOrderId: order.id }, { orderBy: { rank: 'asc', id: 'asc' } });
    const registry = viewer.registry;
    const theme = themeOf(registry);
    const catalogue = await loadCatalogueIndex(this.em, order.orgId);
    const viewed = items.map((i) => instanceForViewer(i, hidden));
    const drawingRefs = viewed.map((i) => ({ id: i.id, productId: i.productId, properties: i.properties, archCustomViewId: i.archCustomViewId ?? null }));
    const model = buildDocument({
      mode: input.mode,
      order: orderForViewer(order, hidden),
      items: viewed,
      catalogue,
      // Each line's drawing by the same renderer the order page uses, in the organisation's units.
      drawingOf: (item) =>
        itemDrawingOf({
          registry,
          catalogue,
          item: { id: item.id, productId: item.productId, properties: item.properties, archCustomViewId: item.archCustomViewId ?? null },
          orderItems: drawingRefs,
          units: theme.units,
        }),
      organisation: { title: viewer.org.title, logoUrl: theme.logoUrl, accentColor: theme.accentColor, fontFamily: theme.fontFamily },
      orderWord: wordingOf(registry).order,
      columns: documentColumnsOf(registry.allWithSettings(documentColumnsPoint)),
      engravingSymbols: registry.single(engravingSymbolsPoint),
      letterhead: registry.single(documentLetterheadPoint),
      termsOfSale: registry.single(termsOfSalePoint),
      now,
    });
    return { model, isStocked: order.isStocked === 1 };
  }

  async page(viewer: Viewer, input: DocumentRequest) {
    const now = toStoredDate();
    const { model, isStocked } = await this.load(viewer, input, now);
    return {
      isStocked,
      mode: input.mode,
      modes: documentModesFor(viewer.role),
      csvOffered: csvOfferedFor(viewer.role, input.mode),
      html: renderDocumentPages(model),
      pageCount: model.pages.length,
      title: documentFileName(model, now, 'pdf').replace(/\.pdf$/, ''),
    };
  }

  /** The spec's options (catalogue §7): landscape and Letter or Tabloid; landscape Letter by default. */
  async pdf(viewer: Viewer, input: DocumentRequest & { options?: { landscape: boolean; format: PdfPaperFormat } }): Promise<DownloadFile> {
    const now = toStoredDate();
    const model = await this.model(viewer, input, now);
    const fileName = documentFileName(model, now, 'pdf');
    // Catalogue images are paths of this server; the printed page resolves them against it.
    const html = documentHtmlPage(model, fileName).replace('<head>', `<head><base href="${this.settings.publicUrl.replace(/\/?$/, '/')}">`);
    const paper = input.options?.format ?? 'Letter';
    const landscape = input.options?.landscape ?? true;
    // The pages' stylesheet names landscape Letter (@page size), which Chromium keeps over the print
    // call's own orientation: the asked paper is named last, so it is the one the page takes.
    const asked = html.replace('</head>', `<style>@page { size: ${paper} ${landscape ? 'landscape' : 'portrait'}; }</style></head>`);
    const body = await this.printer.print({ html: asked, paper, landscape });
    return { fileName, contentType: 'application/pdf', body: Buffer.from(body) };
  }

  async csv(viewer: Viewer, input: DocumentRequest): Promise<DownloadFile> {
    if (!csvOfferedFor(viewer.role, input.mode)) {
      // Still 404 for an order the person cannot see, before saying the CSV is not theirs.
      await this.model(viewer, input);
      throw forbidden('Your role is not offered the CSV of this document.');
    }
    const now = toStoredDate();
    const model = await this.model(viewer, input, now);
    return { fileName: documentFileName(model, now, 'csv'), contentType: 'text/csv; charset=utf-8', body: documentCsv(model) };
  }
}
