import { Migration } from '@mikro-orm/migrations';

/** product.data (branch plates): free JSON of a product, holding its renderer key (issue 13). */
export class Migration20261123223000_plates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "data" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product" drop column "data";`);
  }
}
