ALTER TABLE "events" ADD COLUMN "waitlist_peak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now the peak was not kept: an event starts from the waitlist it has today.
UPDATE "events" SET "waitlist_peak" = w.waiting FROM (SELECT "event_id", count(*)::int AS waiting FROM "event_attendees" WHERE "status" = 'waitlisted' GROUP BY "event_id") w WHERE w."event_id" = "events"."id";
