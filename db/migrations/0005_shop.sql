CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"name" varchar(200) NOT NULL,
	"size" varchar(50),
	"unit_price" numeric(10, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"fulfillment_type" varchar(20) NOT NULL,
	"provider_product_id" varchar(64),
	"provider_variant_id" varchar(64),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_unit_price_check" CHECK ("order_lines"."unit_price" >= 0),
	CONSTRAINT "order_lines_fulfillment_type_check" CHECK (fulfillment_type in ('print-on-demand', 'event-pickup'))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"src" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"provider_variant_id" varchar(64),
	"title" varchar(200) NOT NULL,
	"size" varchar(50),
	"price" numeric(10, 2) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_source_check" CHECK (source in ('stripe', 'printify'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(20) DEFAULT 'pay-later' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_checkout_session_id" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent_id" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_event_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(50);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "provider" varchar(20);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "provider_product_id" varchar(64);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_provider_key" ON "product_variants" USING btree ("product_id","provider_variant_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_source_event_key" ON "webhook_events" USING btree ("source","event_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_event_id_events_id_fk" FOREIGN KEY ("pickup_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Carts made before this migration may hold the same product twice: fold them into one line first.
UPDATE "cart_items" AS "keep" SET "quantity" = "dup"."total" FROM (SELECT min("id") AS "id", sum("quantity")::int AS "total" FROM "cart_items" WHERE "product_id" IS NOT NULL GROUP BY "session_id", "product_id" HAVING count(*) > 1) AS "dup" WHERE "keep"."id" = "dup"."id";--> statement-breakpoint
DELETE FROM "cart_items" AS "a" USING "cart_items" AS "b" WHERE "a"."product_id" IS NOT NULL AND "a"."session_id" = "b"."session_id" AND "a"."product_id" = "b"."product_id" AND "a"."id" > "b"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_key" ON "cart_items" USING btree ("session_id","product_id",coalesce("variant_id", 0)) WHERE "cart_items"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_stripe_checkout_session_key" ON "orders" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_key" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_pickup_event_idx" ON "orders" USING btree ("pickup_event_id","status");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("customer_email")) WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_provider_product_key" ON "products" USING btree ("provider","provider_product_id");--> statement-breakpoint
CREATE INDEX "products_active_category_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'order-confirmation', 'order-status'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK (payment_method in ('stripe', 'pay-later'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_provider_check" CHECK (provider in ('printify'));