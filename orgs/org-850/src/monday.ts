/**
 * Organisation 850's Monday board (spec catalogue §7 push-user-update-to-monday): a guest's data is
 * posted as an update on their board item. Without an API token (plugin setting mondayApiToken or the
 * MONDAY_API_TOKEN environment variable) the push is recorded in the outbox instead.
 */
import type { Guest, GuestIntegration } from '@configurator/core';

export const MONDAY_API_URL = 'https://api.monday.com/v2';

/** The update's text: who the guest is and their pricing settings. */
export function mondayUpdateText(guest: Guest): string {
  const settings = guest.appData.configurator;
  return [
    `Guest: ${`${guest.firstName} ${guest.lastName}`.trim() || guest.email} <${guest.email}>`,
    `Discount: ${settings.discount ? `${settings.discount.value}%` : 'none'}`,
    `Sales tax: ${settings.disableSalesTax === 1 ? 'Disabled' : 'Enabled'}`,
    `Pricing hidden: ${guest.orgAccessEdgeData.configurator.pricingIsHidden === 1 ? 'yes' : 'no'}`,
  ].join('\n');
}

export const mondayIntegration: GuestIntegration = {
  title: 'Monday',
  // Manage links the owner's Monday account through the integration platform's connect portal.
  connect: {
    flow: 'paragon',
    instructions: "Connect opens the integration platform's portal, where you link your Monday account; guest updates then go to your board.",
  },
  async pushGuest({ guest, itemId, settings, env, post, recordInOutbox }) {
    const text = mondayUpdateText(guest);
    const token = (typeof settings.mondayApiToken === 'string' && settings.mondayApiToken) || env.MONDAY_API_TOKEN;
    if (!token) {
      await recordInOutbox({ subject: `Monday item ${itemId}: guest update`, text });
      return 'outbox';
    }
    const response = await post(MONDAY_API_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        query: 'mutation ($itemId: ID!, $body: String!) { create_update (item_id: $itemId, body: $body) { id } }',
        variables: { itemId, body: text },
      }),
    });
    if (!response.ok) throw new Error(`Monday answered ${response.status}`);
    return 'sent';
  },
};
