/**
 * The mail transport port: nodemailer over SMTP when SMTP_URL is set, otherwise no sending at all —
 * every notification is kept in the outbox table either way (the Mailer writes it), so a demo without
 * a mail server loses nothing and staff read what would have gone out at /admin/outbox.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header (the outbox row's, the same on every try); unset: the SMTP library makes one. */
  messageId?: string;
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** The domain of the From address, the right-hand side of the Message-IDs this transport's mails get. */
  readonly domain?: string;
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
const DEFAULT_DOMAIN = 'configurator.invalid';

/** A new, globally unique Message-ID (RFC 5322: <unique@domain>). */
export const newMessageId = (transport: Pick<MailTransport, 'domain'>): string => `<${randomUUID()}@${transport.domain ?? DEFAULT_DOMAIN}>`;

/**
 * Time limits of one SMTP send: a hung server fails the try well within the outbox lease
 * (OUTBOX_LEASE_MS), so no other instance takes a mail whose send is still under way.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly domain: string;
  private readonly transporter: Transporter;

  /** url: e.g. smtp://user:pass@mail.example.com:587 or smtps://... (nodemailer's connection URL; its query may set other timeouts). */
  constructor(
    url: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
  ) {
    this.transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS_MS, url });
    this.domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? DEFAULT_DOMAIN;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
  }

  close(): void {
    this.transporter.close();
  }
}

export function mailTransportFor(smtpUrl: string | undefined, from?: string): MailTransport {
  return smtpUrl ? new SmtpTransport(smtpUrl, from) : new OutboxOnlyTransport();
}
