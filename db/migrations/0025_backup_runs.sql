CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" varchar(20) NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"file" varchar(200),
	"bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_trigger_check" CHECK (trigger in ('schedule', 'command'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_scheduled_slot_key" ON "backup_runs" USING btree ("slot") WHERE "backup_runs"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'event-waitlist-promoted', 'event-kickoff-moved', 'event-cancelled', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync', 'away-place-offered', 'away-ballot-lost', 'away-place-passed', 'away-partner-named', 'away-pickup-changed', 'backup-failed'));