import { Migration } from '@mikro-orm/migrations';

/**
 * Branch perf-server (issue 17): indexes for the orders list. Its filters and order are
 * (org_id, archived[, last_completed_status_key]) ordered by org_specific_id, so a page (or its
 * count) reads only index entries; trigram GIN indexes let the substring search on title and firm
 * name (ILIKE '%term%') use an index. Written here rather than on the entity: the ORM's schema
 * snapshot cannot describe operator classes, and a later generated migration leaves these alone.
 */
export class Migration20261124020000_perf_server_order_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index if not exists "product_order_org_archived_number_index" on "product_order" ("org_id", "archived", "org_specific_id");`);
    this.addSql(
      `create index if not exists "product_order_org_archived_status_number_index" on "product_order" ("org_id", "archived", "last_completed_status_key", "org_specific_id");`,
    );
    this.addSql(`create index if not exists "product_order_title_trgm_index" on "product_order" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index if not exists "product_order_firm_name_trgm_index" on "product_order" using gin ("firm_name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "product_order_firm_name_trgm_index";`);
    this.addSql(`drop index if exists "product_order_title_trgm_index";`);
    this.addSql(`drop index if exists "product_order_org_archived_status_number_index";`);
    this.addSql(`drop index if exists "product_order_org_archived_number_index";`);
  }
}
