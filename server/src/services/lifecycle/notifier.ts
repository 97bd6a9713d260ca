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
import { mailTemplates, renderMail, type Audience, type MailValues, type ReceiptValues } from '../../mail/templates.ts';

export interface NotifyInput {
  event: LifecycleEvent;
  org: Organisation;
  registry: OrgRegistry;
  order: ProductOrderRow;
  actorName: string;
  note?: string;
  /** A payment's receipt: only people who may see the order's prices receive its amounts. */
  receipt?: ReceiptValues;
}

/** A loose but safe reading of the free-text contact emails field (comma, semicolon or space separated). */
const contactEmails = (clientEmails: string): string[] =>
  clientEmails
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter((e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e));

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
    const values: MailValues = {
      orgTitle: org.title,
      order: wording.order,
      number: order.orgSpecificId,
      title: order.title,
      link: `${this.settings.publicUrl}/orders/${order.orgSpecificId}?orgId=${org.id}`,
      actorName: input.actorName,
      status: status ? statusTitle(status.status, order.isStocked === 1) : '',
      note: input.note ?? '',
    };
    const to = await this.recipients(template.audience, order);
    if (!input.receipt) {
      await this.mailer.deliver({ orgId: org.id, productOrderId: order.id, event, to, ...renderMail(event, values) });
      return;
    }
    // The receipt's amounts go only to those who see the order's prices; the others are told without them.
    const hidden = await this.pricingHiddenEmails(order);
    const seeing = to.filter((e) => !hidden.has(e));
    const notSeeing = to.filter((e) => hidden.has(e));
    if (seeing.length > 0)
      await this.mailer.deliver({ orgId: org.id, productOrderId: order.id, event, to: seeing, ...renderMail(event, { ...values, receipt: input.receipt }) });
    if (notSeeing.length > 0) await this.mailer.deliver({ orgId: org.id, productOrderId: order.id, event, to: notSeeing, ...renderMail(event, values) });
  }

  /** The people on the order whose prices are hidden (their entry on the order, or their organisation access). */
  private async pricingHiddenEmails(order: ProductOrderRow): Promise<Set<string>> {
    const em = this.em.fork();
    const ids = [...new Set([order.userId, ...Object.keys(order.involvedUsers).map(Number)])];
    const memberships = await em.find(MembershipSchema, { orgId: order.orgId, userId: { $in: ids } });
    const hiddenIds = ids.filter(
      (id) => order.involvedUsers[String(id)]?.pricingIsHidden === 1 || memberships.some((m) => m.userId === id && m.orgAccessEdgeData.pricingIsHidden === 1),
    );
    if (hiddenIds.length === 0) return new Set();
    const users = await em.find(UserSchema, { id: { $in: hiddenIds } });
    return new Set(users.map((u) => u.email));
  }

  private async recipients(audience: Audience, order: ProductOrderRow): Promise<string[]> {
    const em = this.em.fork();
    if (audience === 'staff') {
      const memberships = await em.find(MembershipSchema, {
        orgId: order.orgId,
        $or: [{ role: { $in: ['owner', 'member'] } }, { prevRole: { $in: ['owner', 'member'] } }],
      });
      const users = await em.find(UserSchema, { id: { $in: memberships.map((m) => m.userId) } }, { orderBy: { id: 'asc' } });
      return users.map((u) => u.email);
    }
    const ids = [...new Set([order.userId, ...Object.keys(order.involvedUsers).map(Number)])];
    const users = await em.find(UserSchema, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
    return [...new Set([...users.map((u) => u.email), ...contactEmails(order.clientEmails)])];
  }
}
