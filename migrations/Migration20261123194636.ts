import { Migration } from '@mikro-orm/migrations';

/**
 * Guest mode becomes the browser's own (spec orders §4, "Local only, no call"): memberships left in
 * guest mode get their real role back, and sessions no longer keep a role (the membership's is used).
 */
export class Migration20261123194636 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "membership" set "role" = "prev_role", "prev_role" = null where "prev_role" is not null;`);
    this.addSql(`alter table "session" drop column "role", drop column "prev_role";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "session" add column "role" text check ("role" in ('owner', 'member', 'guest')) null, add column "prev_role" text check ("prev_role" in ('owner', 'member', 'guest')) null;`,
    );
    this.addSql(
      `update "session" set "role" = "membership"."role" from "membership" where "membership"."user_id" = "session"."user_id" and "membership"."org_id" = "session"."active_org_id";`,
    );
    this.addSql(`update "session" set "role" = 'guest' where "role" is null;`);
    this.addSql(`alter table "session" alter column "role" set not null;`);
  }
}
