/**
 * The mail transport port: nodemailer over SMTP when SMTP_URL is set, otherwise no sending at all —
 * every notification is kept in the outbox table either way (the Mailer writes it), so a demo without
 * a mail server loses nothing and staff read what would have gone out at /admin/outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** No mail server: the outbox row is the delivery. */
export class OutboxOnlyTransport implements MailTransport {
  readonly kind = 'outbox' as const;
  async send(): Promise<void> {}
  close(): void {}
}

export const DEFAULT_MAIL_FROM = 'Configurator <no-reply@configurator.invalid>';

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  /** url: e.g. smtp://user:pass@mail.example.com:587 or smtps://... (nodemailer's connection URL). */
  constructor(url: string, private readonly from: string = DEFAULT_MAIL_FROM) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close(): void {
    this.transporter.close();
  }
}

export function mailTransportFor(smtpUrl: string | undefined, from?: string): MailTransport {
  return smtpUrl ? new SmtpTransport(smtpUrl, from) : new OutboxOnlyTransport();
}
