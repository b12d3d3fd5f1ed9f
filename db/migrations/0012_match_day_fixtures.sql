CREATE TABLE "shift_template_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(20) DEFAULT 'match-day' NOT NULL,
	"spots_needed" integer NOT NULL,
	"start_offset_minutes" integer NOT NULL,
	"end_offset_minutes" integer NOT NULL,
	"location" varchar(200),
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shift_template_shifts_category_check" CHECK (category in ('general', 'match-day', 'community', 'fundraising', 'setup')),
	CONSTRAINT "shift_template_shifts_spots_needed_check" CHECK ("shift_template_shifts"."spots_needed" > 0),
	CONSTRAINT "shift_template_shifts_times_check" CHECK ("shift_template_shifts"."end_offset_minutes" > "shift_template_shifts"."start_offset_minutes")
);
--> statement-breakpoint
CREATE TABLE "shift_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "ticket_listings" DROP CONSTRAINT "ticket_listings_closed_reason_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_template_shifts" ADD CONSTRAINT "shift_template_shifts_template_id_shift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shift_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_template_shifts_template_idx" ON "shift_template_shifts" USING btree ("template_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_name_idx" ON "shift_templates" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'event-waitlist-promoted', 'event-kickoff-moved', 'event-cancelled', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync'));--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD CONSTRAINT "ticket_listings_closed_reason_check" CHECK (closed_reason in ('sold', 'given-away', 'withdrawn', 'removed', 'event-cancelled'));--> statement-breakpoint
INSERT INTO "shift_templates" ("name") VALUES ('Home match crew');--> statement-breakpoint
INSERT INTO "shift_template_shifts" ("template_id", "title", "category", "spots_needed", "start_offset_minutes", "end_offset_minutes", "position")
SELECT "id", 'Stewards', 'match-day', 4, -120, 120, 0 FROM "shift_templates" WHERE "name" = 'Home match crew'
UNION ALL
SELECT "id", 'Merch table', 'match-day', 2, -90, 0, 1 FROM "shift_templates" WHERE "name" = 'Home match crew';
