import { Migration } from '@mikro-orm/migrations';
// Plan canvas (branch canvas): versions on the spatial records (409 on a stale write) and the tracking line entity type.

export class Migration20261123224358_canvas extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "entity" drop constraint if exists "entity_type_check";`);

    this.addSql(`alter table "product_canvas_text" add column "version" int not null default 1;`);

    this.addSql(`alter table "product_canvas_line" add column "version" int not null default 1;`);

    this.addSql(`alter table "entity" add column "version" int not null default 1;`);
    this.addSql(
      `alter table "entity" add constraint "entity_type_check" check("type" in ('calicoMuralArea', 'calicoMuralPanel', 'calicoMuralTexture', 'calicoMuralSeam', 'calicoMismatchLine', 'calicoWallLabel', 'trackingLine'));`,
    );

    this.addSql(`alter table "arch_wall" add column "version" int not null default 1;`);

    this.addSql(`alter table "arch_elevation" add column "version" int not null default 1;`);

    this.addSql(`alter table "arch_custom_view" add column "version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "entity" drop constraint if exists "entity_type_check";`);

    this.addSql(`alter table "arch_custom_view" drop column "version";`);

    this.addSql(`alter table "arch_elevation" drop column "version";`);

    this.addSql(`alter table "arch_wall" drop column "version";`);

    this.addSql(`alter table "entity" drop column "version";`);

    this.addSql(
      `alter table "entity" add constraint "entity_type_check" check("type" in ('calicoMuralArea', 'calicoMuralPanel', 'calicoMuralTexture', 'calicoMuralSeam', 'calicoMismatchLine', 'calicoWallLabel'));`,
    );

    this.addSql(`alter table "product_canvas_line" drop column "version";`);

    this.addSql(`alter table "product_canvas_text" drop column "version";`);
  }
}
