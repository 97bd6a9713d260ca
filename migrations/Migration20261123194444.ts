import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194444 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "share_link_guest" ("id" serial primary key, "browser_key_hash" varchar(64) not null, "product_order_id" int not null, "user_id" int not null, "created" timestamp(0) not null);`,
    );
    this.addSql(
      `alter table "share_link_guest" add constraint "share_link_guest_browser_key_hash_product_order_id_unique" unique ("browser_key_hash", "product_order_id");`,
    );

    this.addSql(
      `create table "share_link" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "token_hash" varchar(64) not null, "pricing_is_hidden" smallint not null default 0, "created_by_user_id" int null, "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "share_link_org_id_index" on "share_link" ("org_id");`);
    this.addSql(`alter table "share_link" add constraint "share_link_product_order_id_unique" unique ("product_order_id");`);
    this.addSql(`alter table "share_link" add constraint "share_link_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "share_link_guest" add constraint "share_link_guest_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "share_link_guest" add constraint "share_link_guest_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "share_link" add constraint "share_link_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "share_link" add constraint "share_link_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "share_link" add constraint "share_link_created_by_user_id_foreign" foreign key ("created_by_user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "product_order" drop constraint "product_order_shareable_link_unique";`);
    this.addSql(`alter table "product_order" drop column "shareable_link";`);

    this.addSql(`alter table "membership" add column "integrations_data" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "share_link_guest" cascade;`);

    this.addSql(`drop table if exists "share_link" cascade;`);

    this.addSql(`alter table "membership" drop column "integrations_data";`);

    this.addSql(`alter table "product_order" add column "shareable_link" varchar(255) null;`);
    this.addSql(`alter table "product_order" add constraint "product_order_shareable_link_unique" unique ("shareable_link");`);
  }
}
