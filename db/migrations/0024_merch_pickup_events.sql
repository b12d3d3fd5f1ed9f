CREATE TABLE "product_pickup_events" (
	"product_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "product_pickup_events_product_id_event_id_pk" PRIMARY KEY("product_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pickup_at" varchar(20) DEFAULT 'home-matches' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pickup_events" ADD CONSTRAINT "product_pickup_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pickup_events" ADD CONSTRAINT "product_pickup_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pickup_events_event_idx" ON "product_pickup_events" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pickup_at_check" CHECK (pickup_at in ('home-matches', 'chosen-events'));