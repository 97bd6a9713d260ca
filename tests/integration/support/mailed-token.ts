/**
 * The sign-in token a mail carried to a person (tokens are stored hashed, so tests read them where
 * people do: in the link of the newest mail sent to them).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { OutboxMessageSchema } from '../../../server/src/db/entities/index.ts';

export async function mailedUserToken(orm: MikroORM, email: string): Promise<string> {
  const mails = await orm.em.fork().find(OutboxMessageSchema, {}, { orderBy: { id: 'desc' } });
  const mail = mails.find((m) => m.to.includes(email) && /[?&]userToken=/.test(m.text));
  const token = mail?.text.match(/[?&]userToken=([^&\s]+)/)?.[1];
  if (!token) throw new Error(`no mail with a sign-in link was sent to ${email}`);
  return decodeURIComponent(token);
}
