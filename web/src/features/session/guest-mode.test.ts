import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@configurator/core';
import { rememberGuestMode, rememberedGuestMode, withGuestMode } from './guest-mode.ts';

/** A Map-backed localStorage: the unit project runs in node, which has none. */
function installStorage(): void {
  const entries = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => entries.get(k) ?? null,
      setItem: (k: string, v: string) => void entries.set(k, v),
      removeItem: (k: string) => void entries.delete(k),
    },
  });
}

const session = (role: 'owner' | 'member' | 'guest', orgId = 850): SessionInfo => ({
  user: { id: 3, email: 'm@x.test', firstName: 'M', lastName: 'X', appData: {} },
  personalOrgId: null,
  activeOrg: { id: orgId, title: 'Org', role, prevRole: null },
  enabledPlugins: [],
  orgs: [],
  pricingIsHidden: false,
});

describe('guest mode, local to the browser', () => {
  beforeEach(installStorage);
  afterEach(() => Reflect.deleteProperty(globalThis, 'localStorage'));

  it('is off until switched on; on, the role is guest and the previous role is remembered', () => {
    expect(withGuestMode(session('member'), true).activeOrg).toMatchObject({ role: 'member', prevRole: null });
    rememberGuestMode(3, 850, 'member');
    expect(rememberedGuestMode(3, 850)).toBe('member');
    expect(withGuestMode(session('member'), true).activeOrg).toMatchObject({ role: 'guest', prevRole: 'member' });
  });

  it('is per organisation and switched off by forgetting it', () => {
    rememberGuestMode(3, 850, 'owner');
    expect(withGuestMode(session('owner', 1798), true).activeOrg.role).toBe('owner');
    rememberGuestMode(3, 850, null);
    expect(withGuestMode(session('owner'), true).activeOrg).toMatchObject({ role: 'owner', prevRole: null });
  });

  it('never applies to a guest, to a role that changed since, or in an employee-only organisation', () => {
    rememberGuestMode(3, 850, 'member');
    expect(withGuestMode(session('guest'), true).activeOrg).toMatchObject({ role: 'guest', prevRole: null });
    expect(withGuestMode(session('owner'), true).activeOrg).toMatchObject({ role: 'owner', prevRole: null });
    expect(withGuestMode(session('member'), false).activeOrg).toMatchObject({ role: 'member', prevRole: null });
  });
});
