/** Organisation 850's Monday integration: outbox without a token, the board's API with one. */
import { describe, expect, it } from 'vitest';
import type { Guest, GuestPushInput } from '@configurator/core';
import { MONDAY_API_URL, mondayIntegration } from './monday.ts';

const guest: Guest = {
  id: 7,
  email: 'g@example.com',
  firstName: 'Gia',
  lastName: 'Guest',
  created: '2026-01-02 03:04:05',
  appData: { configurator: { discount: { type: 'percent', value: 10 }, disableSalesTax: 1 } },
  orgAccessEdgeData: { configurator: { pricingIsHidden: 0 } },
  integrationsData: { monday: { itemId: '99' } },
};

function input(overrides: Partial<GuestPushInput>) {
  const outbox: { subject: string; text: string }[] = [];
  const posts: { url: string; body: string; headers: Record<string, string> }[] = [];
  const base: GuestPushInput = {
    guest,
    itemId: '99',
    orgId: 850,
    settings: {},
    env: {},
    post: async (url, init) => {
      posts.push({ url, body: init.body, headers: init.headers });
      return { ok: true, status: 200 };
    },
    recordInOutbox: async (record) => {
      outbox.push(record);
    },
  };
  return { value: { ...base, ...overrides }, outbox, posts };
}

describe('Monday push', () => {
  it('records the update in the outbox when no token is configured', async () => {
    const { value, outbox, posts } = input({});
    expect(await mondayIntegration.pushGuest(value)).toBe('outbox');
    expect(posts).toEqual([]);
    expect(outbox[0]!.text).toBe('Guest: Gia Guest <g@example.com>\nDiscount: 10%\nSales tax: Disabled\nPricing hidden: no');
  });

  it('posts an update on the item with the token from the environment', async () => {
    const { value, outbox, posts } = input({ env: { MONDAY_API_TOKEN: 'tok' } });
    expect(await mondayIntegration.pushGuest(value)).toBe('sent');
    expect(outbox).toEqual([]);
    expect(posts[0]!.url).toBe(MONDAY_API_URL);
    expect(posts[0]!.headers.authorization).toBe('tok');
    expect(JSON.parse(posts[0]!.body).variables).toEqual({ itemId: '99', body: expect.stringContaining('Gia Guest') });
  });

  it('fails loudly when the board refuses', async () => {
    const { value } = input({ settings: { mondayApiToken: 'tok' }, post: async () => ({ ok: false, status: 401 }) });
    await expect(mondayIntegration.pushGuest(value)).rejects.toThrow('Monday answered 401');
  });
});
