import { Migration } from '@mikro-orm/migrations';

export class Migration20261123225148_onboarding extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "platform_audit" ("id" serial primary key, "actor_user_id" int null, "via" varchar(20) not null, "org_id" int null, "action" varchar(60) not null, "details" jsonb not null default '{}', "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "platform_audit_org_id_index" on "platform_audit" ("org_id");`);

    this.addSql(
      `create table "platform_session" ("id" varchar(255) not null, "user_id" int not null, "expires" timestamp(0) not null, "created" timestamp(0) not null, constraint "platform_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "platform_session_user_id_index" on "platform_session" ("user_id");`);

    this.addSql(`create table "platform_operator" ("id" serial primary key, "user_id" int not null, "created" timestamp(0) not null);`);
    this.addSql(`alter table "platform_operator" add constraint "platform_operator_user_id_unique" unique ("user_id");`);

    this.addSql(
      `alter table "platform_session" add constraint "platform_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "platform_operator" add constraint "platform_operator_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "platform_audit" cascade;`);

    this.addSql(`drop table if exists "platform_session" cascade;`);

    this.addSql(`drop table if exists "platform_operator" cascade;`);
  }
}
