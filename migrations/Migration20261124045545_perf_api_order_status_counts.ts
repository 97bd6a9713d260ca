import { Migration } from '@mikro-orm/migrations';

/**
 * Branch perf-api (issue 17): orders counted per (organisation, archived, last completed status) in
 * order_status_count, kept by statement-level triggers on product_order in the same transaction as
 * the write, whatever made it (the ORM, plain SQL, seeds, a bulk INSERT … SELECT). The status counts
 * and the list's unfiltered totals read a few rows instead of scanning the orders.
 *
 * One function serves the three triggers: each statement's old rows count -1 and new rows +1 under
 * their key; only keys whose sum changed are written, so an order edit that moves neither archived
 * nor its status writes nothing here (and takes no lock on a counter row). Keys are written in one
 * sorted upsert, so two transactions lock counter rows in the same order and cannot deadlock on them.
 * An order without a status is counted under '' (NO_STATUS_KEY; a primary key holds no null).
 */
export class Migration20261124045545_perf_api_order_status_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "order_status_count" ("org_id" int not null, "archived" smallint not null, "status_key" varchar(255) not null, "count" int not null default 0, constraint "order_status_count_pkey" primary key ("org_id", "archived", "status_key"));`,
    );
    this.addSql(`create or replace function order_status_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, coalesce(last_completed_status_key, ''), count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
      on conflict (org_id, archived, status_key) do update set count = order_status_count.count + excluded.count;
  elsif tg_op = 'DELETE' then
    insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, coalesce(last_completed_status_key, ''), -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
      on conflict (org_id, archived, status_key) do update set count = order_status_count.count + excluded.count;
  else
    insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, key, sum(delta) from (
        select org_id, archived, coalesce(last_completed_status_key, '') as key, -1 as delta from old_rows
        union all
        select org_id, archived, coalesce(last_completed_status_key, ''), 1 from new_rows
      ) moved group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
      on conflict (org_id, archived, status_key) do update set count = order_status_count.count + excluded.count;
  end if;
  return null;
end
$$;`);
    this.addSql(
      `create trigger order_status_count_insert after insert on product_order referencing new table as new_rows for each statement execute function order_status_count_apply();`,
    );
    this.addSql(
      `create trigger order_status_count_update after update on product_order referencing old table as old_rows new table as new_rows for each statement execute function order_status_count_apply();`,
    );
    this.addSql(
      `create trigger order_status_count_delete after delete on product_order referencing old table as old_rows for each statement execute function order_status_count_apply();`,
    );
    // The orders that exist now.
    this.addSql(`insert into order_status_count (org_id, archived, status_key, count)
      select org_id, archived, coalesce(last_completed_status_key, ''), count(*) from product_order group by 1, 2, 3;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists order_status_count_delete on product_order;`);
    this.addSql(`drop trigger if exists order_status_count_update on product_order;`);
    this.addSql(`drop trigger if exists order_status_count_insert on product_order;`);
    this.addSql(`drop function if exists order_status_count_apply();`);
    this.addSql(`drop table if exists "order_status_count" cascade;`);
  }
}
