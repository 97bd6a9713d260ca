import { Migration } from '@mikro-orm/migrations';

/** Branch media: a medium remembers the record whose thumbnail it is (the spec's {resource}Id). */
export class Migration20261123231000_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "medium" add column "resource_id" int null;`);
    this.addSql(`create index "medium_org_id_resource_for_medium_resource_id_index" on "medium" ("org_id", "resource_for_medium", "resource_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "medium_org_id_resource_for_medium_resource_id_index";`);
    this.addSql(`alter table "medium" drop column "resource_id";`);
  }
}
