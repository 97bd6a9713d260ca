/**
 * Delivers one mail: always written to the outbox table first, so staff can read every notification
 * and nothing is lost; then, when SMTP is configured and the mail has recipients, tried over SMTP at
 * once. The row is written already claimed by this request (its lease, outbox-delivery.ts), so no
 * retry loop of any instance sends it meanwhile. A refusal leaves it pending for the outbox job to
 * retry; the move that caused the mail has already been committed either way.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate } from '@configurator/core';
import { Tokens, type Logger } from '../di/tokens.ts';
import { OutboxMessageSchema } from '../db/entities/index.ts';
import { newMessageId, type MailTransport, type OutgoingMail } from './mail-transport.ts';
import { leaseFrom, sendClaimed } from './outbox-delivery.ts';

export interface MailRecord extends OutgoingMail {
  orgId: number;
  productOrderId: number | null;
  event: string;
}

@injectable()
export class Mailer {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Tokens.Mail) private readonly transport: MailTransport,
    @inject(Tokens.Logger) private readonly logger: Logger,
  ) {}

  async deliver(mail: MailRecord): Promise<void> {
    const viaSmtp = this.transport.kind === 'smtp' && mail.to.length > 0;
    const now = new Date();
    const em = this.em.fork();
    const row = em.create(OutboxMessageSchema, {
      orgId: mail.orgId,
      productOrderId: mail.productOrderId,
      event: mail.event,
      to: mail.to,
      subject: mail.subject.slice(0, 500),
      text: mail.text,
      html: mail.html,
      transport: viaSmtp ? 'smtp' : 'outbox',
      status: viaSmtp ? 'pending' : 'kept',
      messageId: newMessageId(this.transport),
      nextAttemptAt: viaSmtp ? toStoredDate(now) : null,
      // Claimed for its first try: a crash while sending leaves it pending, tried again once the lease passes.
      leaseUntil: viaSmtp ? leaseFrom(now) : null,
      attempts: viaSmtp ? 1 : 0,
    });
    await em.flush();
    if (!viaSmtp) return;
    await sendClaimed(em, this.transport, row, this.logger, now);
  }
}
