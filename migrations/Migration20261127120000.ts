import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31 (share links a person can use): a share link's token is derived (HMAC of the order id and
 * the link's version with the server's share-link secret, kept in server_secret), so the same link can
 * be shown whenever the Share dialog opens; 'Make a new link' moves the version.
 *
 * Links made before this keep working: their stored hash moves to legacy_token_hash, which is still
 * accepted until the link is renewed ('Make a new link') or expires (SHARE_LINK_TTL_DAYS after it was
 * made). Their random token was never stored, so it cannot be shown: the Share dialog shows the
 * derived link of version 1 instead (token_hash is filled when it is first derived), which works too.
 * The secret itself is made by the first server that needs it, not here (SQL has no CSPRNG without
 * pgcrypto).
 */
export class Migration20261127120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "server_secret" ("name" varchar(60) not null, "value" varchar(64) not null, "created" timestamp(0) not null, constraint "server_secret_pkey" primary key ("name"));`,
    );
    this.addSql(`alter table "share_link" add column "version" int not null default 1, add column "legacy_token_hash" varchar(64) null;`);
    this.addSql(`alter table "share_link" add constraint "share_link_legacy_token_hash_unique" unique ("legacy_token_hash");`);
    this.addSql(`update "share_link" set "legacy_token_hash" = "token_hash";`);
    this.addSql(`alter table "share_link" alter column "token_hash" drop not null;`);
    this.addSql(`update "share_link" set "token_hash" = null;`);
  }

  override async down(): Promise<void> {
    // Links made after the migration have no random token to go back to: they are dropped (revoked).
    this.addSql(`delete from "share_link" where "legacy_token_hash" is null;`);
    this.addSql(`update "share_link" set "token_hash" = "legacy_token_hash";`);
    this.addSql(`alter table "share_link" alter column "token_hash" set not null;`);
    this.addSql(`alter table "share_link" drop constraint "share_link_legacy_token_hash_unique";`);
    this.addSql(`alter table "share_link" drop column "version", drop column "legacy_token_hash";`);
    this.addSql(`drop table if exists "server_secret" cascade;`);
  }
}
