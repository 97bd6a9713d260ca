/**
 * Turns a lifecycle event into mails: picks the recipients by the template's audience (the
 * organisation's owners and members, or the people on the order and its contact emails), renders the
 * template in the organisation's wording and hands each mail to the Mailer (outbox, and SMTP when set).
 * Runs after the move's transaction has committed.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { statusByKey, statusTitle, wordingOf, type LifecycleEvent, type OrgRegistry } from '@configurator/core';
import { Tokens, type ServerSettings } from '../../di/tokens.ts';
import { MembershipSchema, UserSchema, type Organisation, type ProductOrderRow } from '../../db/entities/index.ts';
import { Mailer } from '../../mail/mailer.ts';
import { mailTemplates, renderMail, type Audience } from '../../mail/templates.ts';

export interface NotifyInput {
  event: LifecycleEvent;
  org: Organisation;
  registry: OrgRegistry;
  order: ProductOrderRow;
  actorName: string;
  note?: string;
}

/** A loose but safe reading of the free-text contact emails field (comma, semicolon or space separated). */
const contactEmails = (clientEmails: string): string[] =>
  clientEmails.split(/[,;\s]+/).map((e) => e.trim()).filter((e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e));

@injectable()
export class Notifier {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Tokens.Settings) private readonly settings: ServerSettings,
    @inject(Mailer) private readonly mailer: Mailer,
  ) {}

  async notify(input: NotifyInput): Promise<void> {
    const { event, org, order } = input;
    const template = mailTemplates[event];
    const wording = wordingOf(input.registry);
    const status = statusByKey(org.settings.productOrderStatuses, order.lastCompletedStatusKey ?? '');
    const mail = renderMail(event, {
      orgTitle: org.title,
      order: wording.order,
      number: order.orgSpecificId,
      title: order.title,
      link: `${this.settings.publicUrl}/orders/${order.orgSpecificId}?orgId=${org.id}`,
      actorName: input.actorName,
      status: status ? statusTitle(status.status, order.isStocked === 1) : '',
      note: input.note ?? '',
    });
    const to = await this.recipients(template.audience, order);
    await this.mailer.deliver({ orgId: org.id, productOrderId: order.id, event, to, ...mail });
  }

  private async recipients(audience: Audience, order: ProductOrderRow): Promise<string[]> {
    const em = this.em.fork();
    if (audience === 'staff') {
      const memberships = await em.find(MembershipSchema, { orgId: order.orgId, $or: [{ role: { $in: ['owner', 'member'] } }, { prevRole: { $in: ['owner', 'member'] } }] });
      const users = await em.find(UserSchema, { id: { $in: memberships.map((m) => m.userId) } }, { orderBy: { id: 'asc' } });
      return users.map((u) => u.email);
    }
    const ids = [...new Set([order.userId, ...Object.keys(order.involvedUsers).map(Number)])];
    const users = await em.find(UserSchema, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
    return [...new Set([...users.map((u) => u.email), ...contactEmails(order.clientEmails)])];
  }
}
