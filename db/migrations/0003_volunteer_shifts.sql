CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject_key" varchar(100) NOT NULL,
	"user_id" varchar(64),
	"to_email" varchar(320),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled')),
	CONSTRAINT "notifications_status_check" CHECK (status in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "volunteer_signups" DROP CONSTRAINT "volunteer_signups_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token" varchar(64);--> statement-breakpoint
ALTER TABLE "volunteer_signups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_kind_subject_key" ON "notifications" USING btree ("kind","subject_key");--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("send_after") WHERE "notifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "volunteer_signups_opportunity_status_created_idx" ON "volunteer_signups" USING btree ("opportunity_id","status","created_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "volunteer_signups" ADD CONSTRAINT "volunteer_signups_status_check" CHECK (status in ('confirmed', 'waitlisted', 'cancelled', 'completed', 'no-show'));