CREATE SEQUENCE "public"."calendar_sequence" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Calendar feeds sent SEQUENCE as the seconds from 2024-01-01 to a row's last update. The counter starts past that count for now, so every entry a calendar app already holds gets a higher SEQUENCE with its next change.
SELECT setval('calendar_sequence', greatest(1, floor(extract(epoch from now()) - 1704067200))::bigint);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ics_sequence" bigint DEFAULT nextval('calendar_sequence') NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_opportunities" ADD COLUMN "ics_sequence" bigint DEFAULT nextval('calendar_sequence') NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_signups" ADD COLUMN "ics_sequence" bigint DEFAULT nextval('calendar_sequence') NOT NULL;--> statement-breakpoint
CREATE FUNCTION "next_calendar_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ics_sequence := nextval('calendar_sequence');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_ics_sequence" BEFORE UPDATE ON "events" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "next_calendar_sequence"();--> statement-breakpoint
CREATE TRIGGER "volunteer_opportunities_ics_sequence" BEFORE UPDATE ON "volunteer_opportunities" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "next_calendar_sequence"();--> statement-breakpoint
CREATE TRIGGER "volunteer_signups_ics_sequence" BEFORE UPDATE ON "volunteer_signups" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "next_calendar_sequence"();
