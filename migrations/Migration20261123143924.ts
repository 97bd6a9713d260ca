import { Migration } from '@mikro-orm/migrations';

export class Migration20261123143924 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "outbox_message" ("id" serial primary key, "org_id" int not null, "product_order_id" int null, "event" varchar(255) not null, "to" jsonb not null default '[]', "subject" varchar(500) not null, "text" text not null, "html" text not null, "transport" text check ("transport" in ('outbox', 'smtp')) not null, "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "outbox_message_org_id_index" on "outbox_message" ("org_id");`);
    this.addSql(`create index "outbox_message_product_order_id_index" on "outbox_message" ("product_order_id");`);

    this.addSql(
      `create table "order_history" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "user_id" int null, "user_name" varchar(255) not null default '', "move" varchar(255) not null, "from_status_key" varchar(255) null, "to_status_key" varchar(255) null, "note" text not null default '', "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "order_history_org_id_index" on "order_history" ("org_id");`);
    this.addSql(`create index "order_history_product_order_id_index" on "order_history" ("product_order_id");`);

    this.addSql(
      `alter table "outbox_message" add constraint "outbox_message_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "order_history" add constraint "order_history_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_history" add constraint "order_history_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_message" cascade;`);

    this.addSql(`drop table if exists "order_history" cascade;`);
  }
}
