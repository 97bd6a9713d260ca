/** A notification mail as kept in the outbox (the mail transport when no SMTP_URL is set) or sent over SMTP. */
import { z } from 'zod';

export const outboxStatuses = ['kept', 'pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
/** SMTP tries per mail before it is marked failed; retries back off (OUTBOX_RETRY_BASE_MS doubled per try). */
export const OUTBOX_MAX_ATTEMPTS = 6;
export const OUTBOX_RETRY_BASE_MS = 60_000;

export const outboxMessage = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int().nullable(),
  /** The lifecycle event that sent it, e.g. 'submitted'. */
  event: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** 'outbox': kept here only; 'smtp': to be handed to the SMTP server (see status). */
  transport: z.enum(['outbox', 'smtp']),
  /**
   * kept: the outbox row is the delivery (no SMTP, or nobody to send to); pending: waiting for the
   * SMTP server (first try or a retry); sent: the SMTP server took it; failed: given up after
   * OUTBOX_MAX_ATTEMPTS tries.
   */
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  /** The SMTP server's last refusal, for staff. */
  lastError: z.string().nullable(),
  created: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
