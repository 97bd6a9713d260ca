import { Migration } from '@mikro-orm/migrations';

export class Migration20261121192006 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "organisation" ("id" serial primary key, "title" varchar(255) not null, "settings" jsonb not null, "next_org_specific_id" int not null default 1, "created" timestamp(0) not null);`,
    );

    this.addSql(
      `create table "medium" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null default '', "type" varchar(255) not null default 'image', "file_name" varchar(255) null, "file_extension" varchar(255) null, "uploader_id" int null, "resource_for_medium" varchar(255) null, "has_file" smallint not null default 0, "associations" jsonb not null default '{"products":{},"productProperties":{},"productOptions":{}}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "medium_org_id_index" on "medium" ("org_id");`);

    this.addSql(
      `create table "product" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null, "description" text not null default '', "product_category_id" int null, "archived" smallint not null default 0, "publish_level" text check ("publish_level" in ('all', 'internal', 'admin')) not null default 'all', "rank" double precision not null default 0, "thumbnail_url" varchar(255) null, "links" text not null default '', "instance_title_is_required" smallint not null default 0, "should_round_price" smallint not null default 0, "is_stocked" smallint not null default 0, "current_inventory" int not null default 0, "medium_id" int null, "reference_codes" jsonb not null default '{}', "associations" jsonb not null default '{"productProperties":{}}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_org_id_index" on "product" ("org_id");`);
    this.addSql(`create index "product_product_category_id_index" on "product" ("product_category_id");`);

    this.addSql(
      `create table "product_category" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null, "rank" double precision not null default 0, "archived" smallint not null default 0, "thumbnail_url" varchar(255) null, "file_url" varchar(255) null, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_category_org_id_index" on "product_category" ("org_id");`);

    this.addSql(
      `create table "product_graphic" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null, "archived" smallint not null default 0, "type" text check ("type" in ('2d', '3d')) not null default '2d', "nodes" jsonb not null default '[]', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_graphic_org_id_index" on "product_graphic" ("org_id");`);

    this.addSql(
      `create table "product_option" ("id" serial primary key, "org_id" int not null, "product_property_id" int not null, "title" varchar(255) not null, "value" varchar(255) null, "rank" double precision not null default 0, "archived" smallint not null default 0, "publish_level" text check ("publish_level" in ('all', 'internal', 'admin')) not null default 'all', "thumbnail_url" varchar(255) null, "reference_codes" jsonb not null default '{}', "classifications" jsonb not null default '[]', "data" jsonb not null default '{}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_option_org_id_index" on "product_option" ("org_id");`);
    this.addSql(`create index "product_option_product_property_id_index" on "product_option" ("product_property_id");`);

    this.addSql(
      `create table "product_option_classifier" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null, "data" jsonb not null default '{}', "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_option_classifier_org_id_index" on "product_option_classifier" ("org_id");`);

    this.addSql(
      `create table "product_pricing_rule" ("id" serial primary key, "org_id" int not null, "product_id" int null, "kind" text check ("kind" in ('basePrice', 'optionPrice', 'perArea', 'perLength', 'quantityBreak')) not null, "product_option_id" int null, "amount_in_cents" int not null default 0, "data" jsonb not null default '{}', "valid_from" timestamp(0) null, "valid_to" timestamp(0) null, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_pricing_rule_org_id_index" on "product_pricing_rule" ("org_id");`);
    this.addSql(`create index "product_pricing_rule_product_id_index" on "product_pricing_rule" ("product_id");`);

    this.addSql(
      `create table "product_property" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null, "internal_title" varchar(255) not null default '', "type" text check ("type" in ('singleSelect', 'select', 'checkbox', 'text', 'number', 'dimensions', 'array')) not null, "is_array" smallint not null default 0, "rank" double precision not null default 0, "archived" smallint not null default 0, "is_order_level" smallint not null default 0, "no_option_thumbnails" smallint not null default 0, "place_holder" varchar(255) not null default '', "multiline" smallint not null default 0, "icon" varchar(255) null, "thumbnail_url" varchar(255) null, "drawing_visibility" text check ("drawing_visibility" in ('visible', 'none')) not null default 'visible', "invoice_visibility" text check ("invoice_visibility" in ('none', 'inline', 'column')) not null default 'inline', "show_thumbnails_on_invoice" smallint not null default 0, "product_option_data_fields" jsonb not null default '[]', "product_property_group_id" int null, "data" jsonb not null default '{}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_property_org_id_index" on "product_property" ("org_id");`);

    this.addSql(
      `create table "product_property_group" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null, "rank" double precision not null default 0, "properties" jsonb not null default '{}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_property_group_org_id_index" on "product_property_group" ("org_id");`);

    this.addSql(
      `create table "product_rule" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null default '', "type" text check ("type" in ('incompatible', 'compatible')) not null, "from_resource_key" text check ("from_resource_key" in ('productOption')) not null default 'productOption', "to_resource_key" text check ("to_resource_key" in ('productOption', 'productProperty')) not null, "from_ids" jsonb not null default '[]', "to_ids" jsonb not null default '[]', "to_product_property_id" int null, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_rule_org_id_index" on "product_rule" ("org_id");`);

    this.addSql(
      `create table "app_user" ("id" serial primary key, "email" varchar(255) not null, "password_hash" varchar(255) null, "first_name" varchar(255) not null default '', "last_name" varchar(255) not null default '', "app_data" jsonb not null default '{}', "login_token" varchar(255) null, "created" timestamp(0) not null);`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_login_token_unique" unique ("login_token");`);

    this.addSql(
      `create table "session" ("id" varchar(255) not null, "user_id" int not null, "active_org_id" int not null, "role" text check ("role" in ('owner', 'member', 'guest')) not null, "prev_role" text check ("prev_role" in ('owner', 'member', 'guest')) null, "expires" timestamp(0) not null, "created" timestamp(0) not null, constraint "session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(
      `create table "product_order" ("id" serial primary key, "org_specific_id" int not null, "org_id" int not null, "user_id" int not null, "title" varchar(255) not null default 'Untitled Order', "project_name" varchar(255) not null default '', "product_category_id" int null, "product_id" int null, "product_title" varchar(255) not null default '', "product_category_title" varchar(255) not null default '', "type" text check ("type" in ('standalone', 'arch')) not null default 'standalone', "is_stocked" smallint not null default 0, "archived" smallint not null default 0, "disable_sales_tax" smallint not null default 0, "prompted_for_project_info" smallint not null default 0, "is_processing_payment" smallint not null default 0, "status_data" jsonb not null default '{}', "last_completed_status_key" varchar(255) null, "last_payment_date" timestamp(0) null, "effective_pricing_date" timestamp(0) not null, "firm_name" varchar(255) not null default '', "contact_name" varchar(255) not null default '', "client_emails" varchar(255) not null default '', "phone" varchar(255) not null default '', "purchase_order_number" varchar(255) not null default '', "estimate_number" varchar(255) not null default '', "delivery_address" jsonb not null default '{"streetAddress":"","streetAddress2":"","city":"","state":"","zip":"","country":""}', "billing_address" jsonb not null default '{"streetAddress":"","streetAddress2":"","city":"","state":"","zip":"","country":""}', "feedback_notes" text not null default '', "amount_paid_in_cents" int not null default 0, "tracking_number" varchar(255) not null default '', "estimated_shipping_date" timestamp(0) null, "integration_data" jsonb not null default '{}', "involved_users" jsonb not null default '{}', "shareable_link" varchar(255) null, "discount_mode" text check ("discount_mode" in ('amount', 'rate')) not null default 'rate', "shipping_mode" text check ("shipping_mode" in ('amount', 'rate')) not null default 'amount', "discount_percentage" double precision null, "discount_flat_amount" int null, "shipping_percentage" double precision null, "shipping_flat_amount" int null, "tax_percentage" double precision not null default 0, "tariff_percentage" double precision not null default 0, "primary_note" text not null default '', "secondary_note" text not null default '', "command_data" jsonb not null default '{}', "product_instances_count" int not null default 0, "external_link1" varchar(255) not null default '', "costs" jsonb not null default '{"orderSubTotal":0,"discount":0,"shipping":0,"shippingIsTbd":true,"tariff":0,"tax":0,"orderTotal":0,"depositAmount":0,"depositPercentage":0}', "version" int not null default 1, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_order_user_id_index" on "product_order" ("user_id");`);
    this.addSql(`alter table "product_order" add constraint "product_order_shareable_link_unique" unique ("shareable_link");`);
    this.addSql(`alter table "product_order" add constraint "product_order_org_id_org_specific_id_unique" unique ("org_id", "org_specific_id");`);

    this.addSql(
      `create table "product_instance" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "product_id" int not null, "quantity" int not null default 1, "rank" double precision not null default 1, "title" varchar(255) not null default '', "notes" text not null default '', "properties" jsonb not null default '{}', "custom_price_in_cents" int null, "arch_custom_view_id" int null, "position" jsonb null, "thumbnail_url" varchar(255) null, "unit_price_in_cents" int not null default 0, "total_price_in_cents" int not null default 0, "version" int not null default 1, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_instance_product_order_id_index" on "product_instance" ("product_order_id");`);

    this.addSql(
      `create table "product_canvas_text" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "text" text not null default 'Text', "position" jsonb not null default '{"x":0,"y":0}', "width" double precision not null default 100, "custom_view_id" int null, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_canvas_text_org_id_index" on "product_canvas_text" ("org_id");`);
    this.addSql(`create index "product_canvas_text_product_order_id_index" on "product_canvas_text" ("product_order_id");`);

    this.addSql(
      `create table "product_canvas_line" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "from" jsonb not null default '{"x":0,"y":0}', "to" jsonb null, "stroke_width" double precision not null default 1, "from_symbol" text check ("from_symbol" in ('none', 'arrow')) not null default 'none', "to_symbol" text check ("to_symbol" in ('none', 'arrow')) not null default 'none', "custom_view_id" int null, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "product_canvas_line_org_id_index" on "product_canvas_line" ("org_id");`);
    this.addSql(`create index "product_canvas_line_product_order_id_index" on "product_canvas_line" ("product_order_id");`);

    this.addSql(
      `create table "entity" ("id" serial primary key, "org_id" int not null, "product_order_id" int null, "type" text check ("type" in ('calicoMuralArea', 'calicoMuralPanel', 'calicoMuralTexture', 'calicoMuralSeam', 'calicoMismatchLine', 'calicoWallLabel')) not null, "parent_id" int null, "parent_resource_key" varchar(255) null, "properties" jsonb not null default '{}', "is_tentative" smallint not null default 0, "data" jsonb not null default '{}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "entity_org_id_index" on "entity" ("org_id");`);
    this.addSql(`create index "entity_product_order_id_index" on "entity" ("product_order_id");`);

    this.addSql(
      `create table "arch_wall" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "from" jsonb not null, "to" jsonb not null, "height" double precision not null default 96, "thickness" double precision not null default 4, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "arch_wall_org_id_index" on "arch_wall" ("org_id");`);
    this.addSql(`create index "arch_wall_product_order_id_index" on "arch_wall" ("product_order_id");`);

    this.addSql(
      `create table "arch_elevation" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "from" jsonb not null, "to" jsonb not null, "height" double precision not null default 96, "thickness" double precision not null default 4, "view_depth" double precision not null default 50, "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "arch_elevation_org_id_index" on "arch_elevation" ("org_id");`);
    this.addSql(`create index "arch_elevation_product_order_id_index" on "arch_elevation" ("product_order_id");`);

    this.addSql(
      `create table "arch_custom_view" ("id" serial primary key, "org_id" int not null, "product_order_id" int not null, "rank" double precision not null default 1, "title" varchar(255) not null default 'Untitled Viewport', "quantity" int not null default 1, "notes" text not null default '', "drawing_notes_data" jsonb not null default '{}', "created" timestamp(0) not null, "last_updated" timestamp(0) not null);`,
    );
    this.addSql(`create index "arch_custom_view_org_id_index" on "arch_custom_view" ("org_id");`);
    this.addSql(`create index "arch_custom_view_product_order_id_index" on "arch_custom_view" ("product_order_id");`);

    this.addSql(
      `create table "membership" ("id" serial primary key, "user_id" int not null, "org_id" int not null, "role" text check ("role" in ('owner', 'member', 'guest')) not null, "prev_role" text check ("prev_role" in ('owner', 'member', 'guest')) null, "org_access_edge_data" jsonb not null default '{"pricingIsHidden":0}', "discount_percentage" double precision null, "disable_sales_tax" smallint not null default 0, "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "membership_org_id_index" on "membership" ("org_id");`);
    this.addSql(`alter table "membership" add constraint "membership_user_id_org_id_unique" unique ("user_id", "org_id");`);

    this.addSql(
      `create table "user_group" ("id" serial primary key, "org_id" int not null, "title" varchar(255) not null default '', "user_ids" jsonb not null default '[]', "created" timestamp(0) not null);`,
    );
    this.addSql(`create index "user_group_org_id_index" on "user_group" ("org_id");`);

    this.addSql(
      `alter table "medium" add constraint "medium_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product" add constraint "product_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_category" add constraint "product_category_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_graphic" add constraint "product_graphic_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_option" add constraint "product_option_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_option_classifier" add constraint "product_option_classifier_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_pricing_rule" add constraint "product_pricing_rule_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_property" add constraint "product_property_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_property_group" add constraint "product_property_group_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_rule" add constraint "product_rule_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "session" add constraint "session_active_org_id_foreign" foreign key ("active_org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_order" add constraint "product_order_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_order" add constraint "product_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "product_instance" add constraint "product_instance_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_instance" add constraint "product_instance_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_canvas_text" add constraint "product_canvas_text_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_canvas_text" add constraint "product_canvas_text_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_canvas_line" add constraint "product_canvas_line_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_canvas_line" add constraint "product_canvas_line_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "entity" add constraint "entity_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "entity" add constraint "entity_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "arch_wall" add constraint "arch_wall_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "arch_wall" add constraint "arch_wall_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "arch_elevation" add constraint "arch_elevation_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "arch_elevation" add constraint "arch_elevation_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "arch_custom_view" add constraint "arch_custom_view_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "arch_custom_view" add constraint "arch_custom_view_product_order_id_foreign" foreign key ("product_order_id") references "product_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "membership" add constraint "membership_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "membership" add constraint "membership_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "user_group" add constraint "user_group_org_id_foreign" foreign key ("org_id") references "organisation" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "medium" drop constraint "medium_org_id_foreign";`);

    this.addSql(`alter table "product" drop constraint "product_org_id_foreign";`);

    this.addSql(`alter table "product_category" drop constraint "product_category_org_id_foreign";`);

    this.addSql(`alter table "product_graphic" drop constraint "product_graphic_org_id_foreign";`);

    this.addSql(`alter table "product_option" drop constraint "product_option_org_id_foreign";`);

    this.addSql(`alter table "product_option_classifier" drop constraint "product_option_classifier_org_id_foreign";`);

    this.addSql(`alter table "product_pricing_rule" drop constraint "product_pricing_rule_org_id_foreign";`);

    this.addSql(`alter table "product_property" drop constraint "product_property_org_id_foreign";`);

    this.addSql(`alter table "product_property_group" drop constraint "product_property_group_org_id_foreign";`);

    this.addSql(`alter table "product_rule" drop constraint "product_rule_org_id_foreign";`);

    this.addSql(`alter table "session" drop constraint "session_active_org_id_foreign";`);

    this.addSql(`alter table "product_order" drop constraint "product_order_org_id_foreign";`);

    this.addSql(`alter table "product_instance" drop constraint "product_instance_org_id_foreign";`);

    this.addSql(`alter table "product_canvas_text" drop constraint "product_canvas_text_org_id_foreign";`);

    this.addSql(`alter table "product_canvas_line" drop constraint "product_canvas_line_org_id_foreign";`);

    this.addSql(`alter table "entity" drop constraint "entity_org_id_foreign";`);

    this.addSql(`alter table "arch_wall" drop constraint "arch_wall_org_id_foreign";`);

    this.addSql(`alter table "arch_elevation" drop constraint "arch_elevation_org_id_foreign";`);

    this.addSql(`alter table "arch_custom_view" drop constraint "arch_custom_view_org_id_foreign";`);

    this.addSql(`alter table "membership" drop constraint "membership_org_id_foreign";`);

    this.addSql(`alter table "user_group" drop constraint "user_group_org_id_foreign";`);

    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`alter table "product_order" drop constraint "product_order_user_id_foreign";`);

    this.addSql(`alter table "membership" drop constraint "membership_user_id_foreign";`);

    this.addSql(`alter table "product_instance" drop constraint "product_instance_product_order_id_foreign";`);

    this.addSql(`alter table "product_canvas_text" drop constraint "product_canvas_text_product_order_id_foreign";`);

    this.addSql(`alter table "product_canvas_line" drop constraint "product_canvas_line_product_order_id_foreign";`);

    this.addSql(`alter table "entity" drop constraint "entity_product_order_id_foreign";`);

    this.addSql(`alter table "arch_wall" drop constraint "arch_wall_product_order_id_foreign";`);

    this.addSql(`alter table "arch_elevation" drop constraint "arch_elevation_product_order_id_foreign";`);

    this.addSql(`alter table "arch_custom_view" drop constraint "arch_custom_view_product_order_id_foreign";`);

    this.addSql(`drop table if exists "organisation" cascade;`);

    this.addSql(`drop table if exists "medium" cascade;`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "product_category" cascade;`);

    this.addSql(`drop table if exists "product_graphic" cascade;`);

    this.addSql(`drop table if exists "product_option" cascade;`);

    this.addSql(`drop table if exists "product_option_classifier" cascade;`);

    this.addSql(`drop table if exists "product_pricing_rule" cascade;`);

    this.addSql(`drop table if exists "product_property" cascade;`);

    this.addSql(`drop table if exists "product_property_group" cascade;`);

    this.addSql(`drop table if exists "product_rule" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);

    this.addSql(`drop table if exists "product_order" cascade;`);

    this.addSql(`drop table if exists "product_instance" cascade;`);

    this.addSql(`drop table if exists "product_canvas_text" cascade;`);

    this.addSql(`drop table if exists "product_canvas_line" cascade;`);

    this.addSql(`drop table if exists "entity" cascade;`);

    this.addSql(`drop table if exists "arch_wall" cascade;`);

    this.addSql(`drop table if exists "arch_elevation" cascade;`);

    this.addSql(`drop table if exists "arch_custom_view" cascade;`);

    this.addSql(`drop table if exists "membership" cascade;`);

    this.addSql(`drop table if exists "user_group" cascade;`);
  }
}
