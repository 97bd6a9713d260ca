/** A notification mail as kept in the outbox (the mail transport when no SMTP_URL is set) or sent over SMTP. */
import { z } from 'zod';

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
  /** 'outbox': kept here only; 'smtp': also handed to the SMTP server. */
  transport: z.enum(['outbox', 'smtp']),
  created: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
