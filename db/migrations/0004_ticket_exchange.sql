ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "ticket_listings_active_idx";--> statement-breakpoint
DROP INDEX "ticket_listings_user_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "face_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD COLUMN "closed_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD COLUMN "removal_reason" text;--> statement-breakpoint
CREATE INDEX "notifications_user_kind_created_idx" ON "notifications" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ticket_listings_open_newest_idx" ON "ticket_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ticket_listings"."is_active";--> statement-breakpoint
CREATE INDEX "ticket_listings_open_type_newest_idx" ON "ticket_listings" USING btree ("listing_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ticket_listings"."is_active";--> statement-breakpoint
CREATE INDEX "ticket_listings_user_idx" ON "ticket_listings" USING btree ("user_id","is_active","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_face_value_check" CHECK ("events"."face_value" is null or "events"."face_value" >= 0);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed'));--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD CONSTRAINT "ticket_listings_closed_reason_check" CHECK (closed_reason in ('sold', 'given-away', 'withdrawn', 'removed'));--> statement-breakpoint
-- Listings closed before reasons were recorded count as withdrawn by their poster.
UPDATE "ticket_listings" SET "closed_reason" = 'withdrawn', "closed_at" = "updated_at" WHERE NOT "is_active" AND "closed_reason" IS NULL;
