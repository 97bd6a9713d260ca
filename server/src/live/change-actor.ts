/**
 * Who is making the changes a request flushes, for the live notices (issue 36): each request runs in
 * its own holder (changeActorScope, the outermost middleware), and the call router names the viewer
 * once it knows them. A write made outside a request (a gateway's webhook, a background job) has no
 * actor, and its notice says so ("A payment was confirmed").
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';

interface ActorHolder {
  userId: number | null;
}

const holders = new AsyncLocalStorage<ActorHolder>();

export const changeActorScope = (): Middleware => (_ctx, next) => holders.run({ userId: null }, next);

/** The request's viewer (null: no session); outside a request nothing is named. */
export function noteChangeActor(userId: number | null): void {
  const holder = holders.getStore();
  if (holder) holder.userId = userId;
}

export const currentChangeActor = (): number | null => holders.getStore()?.userId ?? null;
