/**
 * Delivers one mail: through the transport (SMTP when configured) and always into the outbox table,
 * so staff can read every notification. A failed SMTP send is logged and the mail is kept in the
 * outbox as not sent (transport 'outbox'); the move that caused it has already been committed.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tokens, type Logger } from '../di/tokens.ts';
import { OutboxMessageSchema } from '../db/entities/index.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

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
    let transport: 'outbox' | 'smtp' = 'outbox';
    if (this.transport.kind === 'smtp' && mail.to.length > 0) {
      try {
        await this.transport.send(mail);
        transport = 'smtp';
      } catch (error) {
        this.logger.error(`Mail '${mail.subject}' could not be sent over SMTP; it is kept in the outbox.`, error);
      }
    }
    const em = this.em.fork();
    em.create(OutboxMessageSchema, {
      orgId: mail.orgId,
      productOrderId: mail.productOrderId,
      event: mail.event,
      to: mail.to,
      subject: mail.subject.slice(0, 500),
      text: mail.text,
      html: mail.html,
      transport,
    });
    await em.flush();
  }
}
