import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 item 3 (each mail once): an outbox mail carries its Message-ID from the moment it is
 * written, and a pending mail is claimed (lease_until) before it is handed to the SMTP server, so two
 * instances' delivery loops never send it at once, and a mail whose sender stopped mid-send is tried
 * again under the same Message-ID once the lease has passed. Mails written before get a Message-ID of
 * their own here (none was ever sent with one).
 */
export class Migration20261127130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_message" add column "message_id" varchar(255) null, add column "lease_until" timestamp(0) null;`);
    this.addSql(`update "outbox_message" set "message_id" = '<outbox-' || "id" || '.' || md5(random()::text || "id"::text) || '@configurator.invalid>';`);
    this.addSql(`alter table "outbox_message" alter column "message_id" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_message" drop column "message_id", drop column "lease_until";`);
  }
}
