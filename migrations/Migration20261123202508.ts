import { Migration } from '@mikro-orm/migrations';

export class Migration20261123202508 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "user_token" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires" timestamp(0) not null, "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "user_token_user_id_index" on "user_token" ("user_id");`);
    this.addSql(`alter table "user_token" add constraint "user_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "user_token" add constraint "user_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    // Existing userTokens become hashed tokens that expire in 30 days (USER_TOKEN_TTL_DAYS); the plain column goes.
    this.addSql(
      `insert into "user_token" ("user_id", "token_hash", "expires", "created") select "id", encode(sha256(convert_to("login_token", 'UTF8')), 'hex'), date_trunc('second', now() at time zone 'utc') + interval '30 days', date_trunc('second', now() at time zone 'utc') from "app_user" where "login_token" is not null;`,
    );
    this.addSql(`alter table "app_user" drop constraint "app_user_login_token_unique";`);
    this.addSql(`alter table "app_user" drop column "login_token";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_token" cascade;`);

    this.addSql(`alter table "app_user" add column "login_token" varchar(255) null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_login_token_unique" unique ("login_token");`);
  }
}
