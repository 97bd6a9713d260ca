/** Loads one document of an order (the pages as HTML and the modes offered); reloads when the request changes. */
import { useEffect, useState } from 'react';
import { documentCall, type DocumentMode, type ResponseOf } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';

export type DocumentData = ResponseOf<typeof documentCall>['data'];

export type DocumentState =
  /** While another mode loads, the last document stays shown (and the mode switch keeps its focus). */
  | { status: 'loading'; previous?: DocumentData }
  | { status: 'loaded'; document: DocumentData }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

export interface DocumentRequest {
  orgId: number;
  orgSpecificId: number;
  mode: DocumentMode;
  shareToken?: string;
  shareableOrderId?: number;
}

export const documentBody = (r: DocumentRequest) => ({
  orgId: r.orgId,
  productOrderOrgSpecificId: r.orgSpecificId,
  mode: r.mode,
  ...(r.shareToken ? { shareToken: r.shareToken } : {}),
  ...(r.shareableOrderId ? { shareableOrderId: r.shareableOrderId } : {}),
});

export function useDocument(request: DocumentRequest): DocumentState {
  const [state, setState] = useState<DocumentState>({ status: 'loading' });
  const key = JSON.stringify(documentBody(request));
  useEffect(() => {
    let current = true;
    setState((before) => ({
      status: 'loading',
      previous: before.status === 'loaded' ? before.document : before.status === 'loading' ? before.previous : undefined,
    }));
    callApi(documentCall, JSON.parse(key) as ReturnType<typeof documentBody>).then(
      (document) => current && setState({ status: 'loaded', document }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'notFound' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
