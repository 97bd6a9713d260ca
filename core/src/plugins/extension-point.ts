/**
 * Extension points: typed references declared once (see extension-points.ts) that plugins contribute to.
 * cardinality: single (a second contribution is an error), keyed (one per key, e.g. a renderer per
 * product id), multiple (ordered list, in the organisation's plugin order).
 * side: shared (pure functions and data, loaded by server and web), server, web.
 */
export type Cardinality = 'single' | 'keyed' | 'multiple';
export type Side = 'shared' | 'server' | 'web';

export interface ExtensionPoint<Payload> {
  readonly id: string;
  readonly cardinality: Cardinality;
  readonly side: Side;
  readonly description: string;
  /**
   * Named parts of what a contribution works with, each described (an inspector field's kinds, the
   * members of the context it is given): the extension-point reference lists them under the point.
   */
  readonly details?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * A keyed point sharing its keys with another (the lazy product renderers with the product
   * renderers): a key contributed to both, by two plugins, is refused as one contributed twice.
   */
  readonly keySpace?: string;
  /** Phantom field carrying the payload type; never set. */
  readonly __payload?: Payload;
}

export type PayloadOf<P> = P extends ExtensionPoint<infer T> ? T : never;

export function defineExtensionPoint<Payload>(
  id: string,
  cardinality: Cardinality,
  side: Side,
  description: string,
  details?: ExtensionPoint<Payload>['details'],
  keySpace?: string,
): ExtensionPoint<Payload> {
  return Object.freeze({ id, cardinality, side, description, ...(details ? { details } : {}), ...(keySpace ? { keySpace } : {}) });
}
