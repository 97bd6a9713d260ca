import { Migration } from '@mikro-orm/migrations';

/** Catalogue administration (issue 12, issue 19 item 17): product, property and item fields the admin edits, and the audit log. */
export class Migration20261123224500_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "product" add column "has_script" smallint not null default 0, add column "enable_dimensions" smallint not null default 0, add column "reference_code_formulas" jsonb not null default '{}', add column "export_price_data" jsonb not null default '{}';`,
    );
    this.addSql(`alter table "product_property" add column "array_input_props" jsonb not null default '{"inputs":[]}';`);
    this.addSql(`alter table "product_instance" add column "engraving_arrays" jsonb not null default '[]';`);
    this.addSql(
      `create table "catalogue_audit" ("id" serial primary key, "org_id" int not null, "user_id" int not null, "resource" varchar(64) not null, "record_id" int not null, "action" varchar(16) not null, "before" jsonb null, "after" jsonb null, "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "catalogue_audit_org_id_resource_record_id_index" on "catalogue_audit" ("org_id", "resource", "record_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_audit" cascade;`);
    this.addSql(`alter table "product_instance" drop column "engraving_arrays";`);
    this.addSql(`alter table "product_property" drop column "array_input_props";`);
    this.addSql(
      `alter table "product" drop column "has_script", drop column "enable_dimensions", drop column "reference_code_formulas", drop column "export_price_data";`,
    );
  }
}
