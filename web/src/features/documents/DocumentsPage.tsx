/**
 * /orders/{orgSpecificId}/documents (spec orders §2, §6): the order's quote, invoice, packing slip or
 * factory sheet as landscape Letter pages, the modes the person's role is offered, and Print (the
 * browser's print of these same pages, the app header hidden), PDF (the same pages printed by the
 * server's Chromium) and CSV (the item table). ?mode=invoice opens the invoice; shareToken and
 * shareableOrderId are honoured and carried onto the view tabs.
 */
import { useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  documentCsvCall,
  documentCss,
  documentModes,
  documentPage,
  documentModeRules,
  documentModesFor,
  documentPdfCall,
  type DocumentMode,
} from '@configurator/core';
import { downloadFromApi } from '../../api/api-client.ts';
import { saveFile } from '../../api/save-file.ts';
import { ErrorBanner } from '../../ui/ErrorBanner.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { useSession } from '../session/session-store.ts';
import { usePageTitle } from '../session/use-page-title.ts';
import { OrderViewTabs } from '../order-views/OrderViewTabs.tsx';
import { documentBody, useDocument, type DocumentRequest } from './use-document.ts';
import { useFitZoom } from '../../ui/use-fit-zoom.ts';
import './documents.css';

const isMode = (value: string | null): value is DocumentMode => (documentModes as readonly (string | null)[]).includes(value);

export function DocumentsPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const orgSpecificId = Number(params.orderId);
  const requested = search.get('mode');
  // A link to a mode this person's role is not offered (e.g. a guest given a factory link) opens the
  // first mode offered; an unknown ?mode= is sent as asked, so the server's 400 says what is wrong.
  const offered = documentModesFor(session.activeOrg.role);
  const notOffered = isMode(requested) && !offered.includes(requested);
  const mode = (notOffered ? offered[0]! : (requested ?? 'quote')) as DocumentMode;
  const shareableOrderId = Number(search.get('shareableOrderId')) || undefined;
  const request: DocumentRequest = { orgId: session.activeOrg.id, orgSpecificId, mode, shareToken: search.get('shareToken') ?? undefined, shareableOrderId };
  const state = useDocument(request);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // On a phone the Letter pages are shown whole, zoomed to the width (use-fit-zoom.ts).
  const pagesRef = useRef<HTMLDivElement>(null);
  const zoom = useFitZoom(pagesRef, documentPage.width);
  usePageTitle(state.status === 'loaded' ? state.document.title : null);

  if (!Number.isInteger(orgSpecificId) || orgSpecificId <= 0 || state.status === 'notFound') return <Navigate to="/404/order" replace />;
  if (notOffered) {
    const first = new URLSearchParams(search);
    if (mode === 'quote') first.delete('mode');
    else first.set('mode', mode);
    return <Navigate to={`?${first.toString()}`} replace />;
  }

  const chooseMode = (next: DocumentMode) => {
    const nextSearch = new URLSearchParams(search);
    if (next === 'quote') nextSearch.delete('mode');
    else nextSearch.set('mode', next);
    setSearch(nextSearch, { replace: true });
  };
  const download = async (kind: 'pdf' | 'csv') => {
    setBusy(kind);
    setError(null);
    try {
      const file = await downloadFromApi(kind === 'pdf' ? documentPdfCall : documentCsvCall, documentBody(request));
      saveFile(file.blob, file.fileName);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const document = state.status === 'loaded' ? state.document : state.status === 'loading' ? (state.previous ?? null) : null;
  return (
    <div className="documents-page" aria-busy={state.status === 'loading'}>
      <style>{documentCss}</style>
      <div className="documents-chrome">
        <OrderViewTabs orgSpecificId={orgSpecificId} isStocked={document?.isStocked ?? false} current="documents" />
        <h1 className="documents-heading">{document ? document.title : 'Documents'}</h1>
        {document && (
          <div className="documents-toolbar">
            {document.modes.length > 1 && isMode(requested ?? 'quote') && (
              <SegmentedControl
                label="Document"
                options={document.modes.map((m) => ({ value: m, label: documentModeRules[m].label }))}
                value={mode}
                onChange={chooseMode}
              />
            )}
            <div className="documents-actions">
              <button type="button" className="btn" onClick={() => window.print()}>
                Print
              </button>
              <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void download('pdf')}>
                {busy === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
              </button>
              {document.csvOffered && (
                <button type="button" className="btn" disabled={busy !== null} onClick={() => void download('csv')}>
                  {busy === 'csv' ? 'Preparing CSV…' : 'Download CSV'}
                </button>
              )}
            </div>
          </div>
        )}
        {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
        {state.status === 'failed' && <ErrorBanner>{state.message}</ErrorBanner>}
      </div>
      {state.status === 'loading' && !document && (
        <div className="order-loading" role="status" aria-label="Loading the document">
          <div className="spinner" />
        </div>
      )}
      {/* The pages are the server's HTML built from escaped text (core's renderDocumentPages). */}
      <div className="documents-pages" ref={pagesRef}>
        {document && (
          <div
            className="documents-zoom"
            style={zoom < 1 ? { zoom } : undefined}
            aria-label={`${document.title}, ${document.pageCount} pages`}
            role="document"
            dangerouslySetInnerHTML={{ __html: document.html }}
          />
        )}
      </div>
    </div>
  );
}

export { DocumentsPage as Component };
