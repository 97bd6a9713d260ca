/**
 * The read-ahead rule ('only for handlers that read', issue 35) is a type: a handler mounted with
 * authedRead gets a scope that resolves only services declaring `static readsOnly = true`, and no
 * request context. The lines marked @ts-expect-error are the proof: `npm run typecheck` fails if the
 * compiler ever accepts them.
 */
import { describe, expect, it } from 'vitest';
import type { ReadScope, ReaderToken } from '@configurator/server/http/call-router';

class Reads {
  static readonly readsOnly = true;
  list(): string[] {
    return [];
  }
}
class Writes {
  save(): void {}
}

/** What a read-ahead handler may and may not do, checked by the compiler. */
export function readAheadHandler(scope: ReadScope): string[] {
  // @ts-expect-error A service that does not declare readsOnly cannot be reached by a read-ahead handler.
  scope.read(Writes);
  // @ts-expect-error A read-ahead handler has no request context: it can set no header or cookie.
  void scope.ctx;
  return scope.read(Reads).list();
}

describe('the read-ahead scope', () => {
  it('resolves readers only (the compile-time checks above are the test)', () => {
    const token: ReaderToken<Reads> = Reads;
    const scope = { viewer: {} as ReadScope['viewer'], read: <T>(reader: ReaderToken<T>) => new (reader as unknown as new () => T)() };
    expect(readAheadHandler(scope as ReadScope)).toEqual([]);
    expect(token.readsOnly).toBe(true);
  });
});
