ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "status" varchar(20) DEFAULT 'going' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "match_event_id" integer;--> statement-breakpoint
ALTER TABLE "volunteer_opportunities" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_match_event_id_events_id_fk" FOREIGN KEY ("match_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_opportunities" ADD CONSTRAINT "volunteer_opportunities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendees_event_status_created_idx" ON "event_attendees" USING btree ("event_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "events_match_event_idx" ON "events" USING btree ("match_event_id");--> statement-breakpoint
CREATE INDEX "volunteer_opportunities_event_idx" ON "volunteer_opportunities" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_status_check" CHECK (status in ('going', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendee_count_within_capacity_check" CHECK ("events"."capacity" is null or "events"."attendee_count" <= "events"."capacity");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'event-waitlist-promoted', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync'));