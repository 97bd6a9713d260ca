import { Migration } from '@mikro-orm/migrations';

/**
 * The offline card gateway's payment intents in the database (a restart loses none), and SMTP delivery
 * state on outbox rows (pending / sent / failed with attempts) for the retry job. Rows sent before
 * this were handed to SMTP once: they are sent.
 */
export class Migration20261123195401 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment_gateway_intent" ("id" varchar(255) not null, "gateway_id" varchar(255) not null, "idempotency_key" varchar(255) not null, "intent" jsonb not null, "created" timestamp(0) not null, "last_updated" timestamp(0) not null, constraint "payment_gateway_intent_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "payment_gateway_intent" add constraint "payment_gateway_intent_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(
      `alter table "outbox_message" add column "status" text check ("status" in ('kept', 'pending', 'sent', 'failed')) not null default 'kept', add column "attempts" int not null default 0, add column "last_error" text null, add column "next_attempt_at" timestamp(0) null;`,
    );
    this.addSql(`create index "outbox_message_status_index" on "outbox_message" ("status");`);
    this.addSql(`update "outbox_message" set "status" = 'sent', "attempts" = 1 where "transport" = 'smtp';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_gateway_intent" cascade;`);

    this.addSql(`drop index "outbox_message_status_index";`);
    this.addSql(`alter table "outbox_message" drop column "status", drop column "attempts", drop column "last_error", drop column "next_attempt_at";`);
  }
}
