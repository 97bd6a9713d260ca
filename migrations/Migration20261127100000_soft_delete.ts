import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 (deletion that loses nothing): a deleted order keeps its row, history and payments, marked
 * by deleted_at (and who deleted it); staff may restore it for 30 days, then a background job purges it.
 *
 * The order counts (order_status_count, kept by triggers) count only orders that are not deleted: a
 * soft delete is an update that takes the order out of its count, a restore puts it back, and the
 * purge's hard delete of an already uncounted row changes nothing. No order is deleted yet, so the
 * stored counts stay right as they are.
 *
 * A partial index serves the deleted orders' list and the purge (few rows). The orders list's two
 * indexes (Migration20261124020000) become partial on live orders: the list now says
 * `deleted_at is null`, which a plain index could only check on the table's rows, so its pages and
 * counts would no longer be read from the index alone.
 */
export class Migration20261127100000_soft_delete extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_order" add column "deleted_at" timestamp(0) null, add column "deleted_by_user_id" int null;`);
    this.addSql(`create index "product_order_deleted_index" on "product_order" ("org_id", "deleted_at") where "deleted_at" is not null;`);
    this.addSql(countFunction('where deleted_at is null'));
    listIndexes(this, 'where "deleted_at" is null');
  }

  override async down(): Promise<void> {
    // Deleted orders become ordinary orders again: undeleted while the trigger still counts only live
    // rows (so each is counted once), then the trigger counts every row as before.
    this.addSql(`update "product_order" set "deleted_at" = null where "deleted_at" is not null;`);
    this.addSql(countFunction(''));
    listIndexes(this, '');
    this.addSql(`drop index if exists "product_order_deleted_index";`);
    this.addSql(`alter table "product_order" drop column "deleted_at", drop column "deleted_by_user_id";`);
  }
}

function listIndexes(migration: Migration, live: string): void {
  migration.addSql(`drop index if exists "product_order_org_archived_number_index";`);
  migration.addSql(`drop index if exists "product_order_org_archived_status_number_index";`);
  migration.addSql(`create index "product_order_org_archived_number_index" on "product_order" ("org_id", "archived", "org_specific_id") ${live};`);
  migration.addSql(
    `create index "product_order_org_archived_status_number_index" on "product_order" ("org_id", "archived", "last_completed_status_key", "org_specific_id") ${live};`,
  );
}

/** order_status_count_apply (Migration20261124045545) with `live` restricting the rows it counts. */
function countFunction(live: string): string {
  return `create or replace function order_status_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, coalesce(last_completed_status_key, ''), count(*) from new_rows ${live} group by 1, 2, 3 order by 1, 2, 3
      on conflict (org_id, archived, status_key) do update set count = order_status_count.count + excluded.count;
  elsif tg_op = 'DELETE' then
    insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, coalesce(last_completed_status_key, ''), -count(*) from old_rows ${live} group by 1, 2, 3 order by 1, 2, 3
      on conflict (org_id, archived, status_key) do update set count = order_status_count.count + excluded.count;
  else
    insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, key, sum(delta) from (
        select org_id, archived, coalesce(last_completed_status_key, '') as key, -1 as delta from old_rows ${live}
        union all
        select org_id, archived, coalesce(last_completed_status_key, ''), 1 from new_rows ${live}
      ) moved group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
      on conflict (org_id, archived, status_key) do update set count = order_status_count.count + excluded.count;
  end if;
  return null;
end
$$;`;
}
