import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36 (live orders): every committed change of an order (its status, details, sharing, items and
 * plan records) is written to live_change in the change's own transaction, and its id is announced
 * with NOTIFY live_change. Each instance reads the rows it is told about and sends them, authorised
 * and projected, to its viewers; a viewer that reconnects names the last id it saw (Last-Event-ID)
 * and is sent what it missed. Rows hold ids, versions and kinds, never prices. Kept for a day.
 */
export class Migration20261128070000_live_change extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "live_change" (
      "id" bigserial primary key,
      "org_id" int not null,
      "product_order_id" int not null,
      "actor_user_id" int null,
      "order_version" int null,
      "detail" jsonb not null default '{}',
      "created" timestamp(3) not null default (now() at time zone 'utc')
    );`);
    this.addSql(`create index "live_change_org_id_id_index" on "live_change" ("org_id", "id");`);
    this.addSql(`create index "live_change_created_index" on "live_change" ("created");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "live_change";`);
  }
}
