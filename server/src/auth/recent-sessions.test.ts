import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentSessions, type SessionRows } from './recent-sessions.ts';

const rows = (role: string): SessionRows => ({
  session: { id: 's' },
  membership: { role },
  user: { id: 1, created: '2026-01-01 00:00:00' },
  org: { id: 2, settings: { a: 1 } },
});

describe('RecentSessions', () => {
  afterEach(() => vi.useRealTimers());

  it('recalls the rows as remembered, a fresh copy each time: changing what it gave changes nothing kept', () => {
    const recent = new RecentSessions();
    const given = rows('owner');
    recent.remember('s', { rows: given, fingerprint: JSON.stringify(given) });
    const first = recent.recall('s')!;
    expect(first.rows).toEqual(given);
    (first.rows.org.settings as { a: number }).a = 9;
    expect(recent.recall('s')!.rows.org.settings).toEqual({ a: 1 });
    expect(first.fingerprint).toBe(JSON.stringify(given));
  });

  it('does not remember rows JSON would not give back as read', () => {
    const recent = new RecentSessions();
    const dated = { ...rows('owner'), user: { id: 1, created: new Date(0) } };
    recent.remember('s', { rows: dated, fingerprint: JSON.stringify(dated) });
    expect(recent.recall('s')).toBeUndefined();
  });

  it('forgets a session after a minute without a lookup, and when told', () => {
    vi.useFakeTimers();
    const recent = new RecentSessions();
    recent.remember('s', { rows: rows('owner'), fingerprint: JSON.stringify(rows('owner')) });
    vi.advanceTimersByTime(59_000);
    recent.remember('s', { rows: rows('owner'), fingerprint: JSON.stringify(rows('owner')) });
    vi.advanceTimersByTime(59_000);
    expect(recent.recall('s')).toBeDefined();
    vi.advanceTimersByTime(2_000);
    expect(recent.recall('s')).toBeUndefined();
    recent.remember('s', { rows: rows('member'), fingerprint: JSON.stringify(rows('member')) });
    expect(recent.recall('s')!.rows.membership.role).toBe('member');
    recent.forget('s');
    expect(recent.recall('s')).toBeUndefined();
    expect(recent.recall('never')).toBeUndefined();
  });
});
