ALTER TABLE "event_checkins" ADD COLUMN "counts_for_points" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Check-ins made before the check-in window existed that lie outside it stay as rows (attendance)
-- but stop counting for loyalty points. The window: from 3 hours before kickoff (the default of
-- CHECK_IN_OPENS_HOURS) to the end of the kickoff's day in America/Los_Angeles (the default of
-- TIME_ZONE). A migration cannot read the settings; a group running with another TIME_ZONE or
-- CHECK_IN_OPENS_HOURS can run this statement again with its own values (README, Check-in at the door).
UPDATE "event_checkins" AS c SET "counts_for_points" = false
FROM "events" AS e
WHERE e."id" = c."event_id"
  AND (c."checked_in_at" < e."date" - interval '3 hours'
    OR c."checked_in_at" >= ((((e."date" AT TIME ZONE 'America/Los_Angeles')::date) + 1)::timestamp AT TIME ZONE 'America/Los_Angeles'));
