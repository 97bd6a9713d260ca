/**
 * Pushes a guest's data to an outside tool through the organisation's 'integrations' contribution for
 * that tool (404 when the organisation has none). Without the tool's token the contribution records the
 * push in the outbox (through the Mailer, with no recipients), so staff can read what would have gone.
 */
import { inject, injectable } from 'tsyringe';
import { integrationsPoint } from '@configurator/core';
import type { Viewer } from '../../auth/viewer.ts';
import { Mailer } from '../../mail/mailer.ts';
import { notFound } from '../../http/errors.ts';
import { GuestAdminService, guestDto } from './guest-admin-service.ts';

@injectable()
export class IntegrationPush {
  constructor(
    @inject(GuestAdminService) private readonly guests: GuestAdminService,
    @inject(Mailer) private readonly mailer: Mailer,
  ) {}

  async pushGuest(viewer: Viewer, input: { tool: string; orgId: number; guestId: number; itemId: string }): Promise<'sent' | 'outbox'> {
    const integration = viewer.registry.keyedWithSettings(integrationsPoint, input.tool);
    if (!integration) throw notFound(`This organisation has no ${input.tool} integration.`);
    // Owners only, in the active organisation: the same rule as editing the guest.
    const { user, membership } = await this.guests.guestForAdmin(viewer, input.orgId, input.guestId);
    return integration.value.pushGuest({
      guest: guestDto(user, membership),
      itemId: input.itemId,
      orgId: viewer.orgId,
      settings: integration.settings,
      env: process.env,
      post: (url, init) => fetch(url, init),
      recordInOutbox: (record) =>
        this.mailer.deliver({
          orgId: viewer.orgId,
          productOrderId: null,
          event: `${input.tool}Push`,
          to: [],
          subject: record.subject,
          text: record.text,
          html: '',
        }),
    });
  }
}
