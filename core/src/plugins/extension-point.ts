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
  /** Phantom field carrying the payload type; never set. */
  readonly __payload?: Payload;
}

export type PayloadOf<P> = P extends ExtensionPoint<infer T> ? T : never;

export function defineExtensionPoint<Payload>(
  id: string,
  cardinality: Cardinality,
  side: Side,
  description: string,
): ExtensionPoint<Payload> {
  return Object.freeze({ id, cardinality, side, description });
}
