import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35 item 1: canvas entity types come from the organisation's plugins, so the database no longer
 * lists them (the server refuses a type its registry does not know). Each entity remembers the data
 * version its data was written at; rows written before are version 1 (their types' first version).
 */
export class Migration20261128060000_entity_types_from_registry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "entity" drop constraint if exists "entity_type_check";`);
    this.addSql(`alter table "entity" add column "data_version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "entity" drop column "data_version";`);
    this.addSql(
      `alter table "entity" add constraint "entity_type_check" check("type" in ('calicoMuralArea', 'calicoMuralPanel', 'calicoMuralTexture', 'calicoMuralSeam', 'calicoMismatchLine', 'calicoWallLabel', 'trackingLine'));`,
    );
  }
}
