import { Migration } from '@mikro-orm/migrations';

/** The tables an organisation's catalogue index is built from (server/src/services/catalogue-loader.ts). */
const catalogueTables = [
  'product',
  'product_category',
  'product_property',
  'product_option',
  'product_rule',
  'product_property_group',
  'product_pricing_rule',
  'product_option_classifier',
];

/**
 * Issue 37 item 2 (writes close to their SQL): an item write used to read the organisation's whole
 * catalogue (eight tables) and index it again on every click. The server now keeps each catalogue's
 * index and asks only whether the catalogue changed: catalogue_stamp's one number, raised by any
 * statement that changes a catalogue table (of any organisation: a change elsewhere costs one reload),
 * read in the write's own transaction, so every instance sees every change, committed by any of them.
 */
export class Migration20261128080000_catalogue_stamp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_stamp" ("id" int primary key check ("id" = 1), "stamp" bigint not null default 0);`);
    this.addSql(`insert into "catalogue_stamp" ("id", "stamp") values (1, 0);`);
    this.addSql(`create function "raise_catalogue_stamp"() returns trigger language plpgsql as $$
      begin
        update "catalogue_stamp" set "stamp" = "stamp" + 1 where "id" = 1;
        return null;
      end $$;`);
    for (const table of catalogueTables) {
      this.addSql(
        `create trigger "${table}_raises_catalogue_stamp" after insert or update or delete or truncate on "${table}" for each statement execute function "raise_catalogue_stamp"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of catalogueTables) this.addSql(`drop trigger if exists "${table}_raises_catalogue_stamp" on "${table}";`);
    this.addSql(`drop function if exists "raise_catalogue_stamp"();`);
    this.addSql(`drop table if exists "catalogue_stamp";`);
  }
}
