import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 item 4 (spec orders §3: the session carries personalOrgId): a person's own organisation,
 * when they have one. Nullable: people who only belong to organisations they were invited to have none;
 * removing the organisation clears it.
 */
export class Migration20261128010000_personal_org extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "personal_org_id" int null;`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_personal_org_id_foreign" foreign key ("personal_org_id") references "organisation" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop constraint "app_user_personal_org_id_foreign";`);
    this.addSql(`alter table "app_user" drop column "personal_org_id";`);
  }
}
