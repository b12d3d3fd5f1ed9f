CREATE TABLE "announcement_recipients" (
	"announcement_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	CONSTRAINT "announcement_recipients_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"link_path" varchar(300),
	"audience" jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone,
	"recipient_count" integer,
	"withdrawn_at" timestamp with time zone,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"session_id" varchar(128),
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"topics" text[] NOT NULL,
	"device" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "news_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_sid_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_recipients_user_idx" ON "announcement_recipients" USING btree ("user_id","announcement_id");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("send_at") WHERE "announcements"."queued_at" is null and "announcements"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "announcements_public_idx" ON "announcements" USING btree ("send_at","id") WHERE "announcements"."is_public" and "announcements"."queued_at" is not null and "announcements"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'event-waitlist-promoted', 'event-kickoff-moved', 'event-cancelled', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync', 'away-place-offered', 'away-ballot-lost', 'away-place-passed', 'away-partner-named', 'away-pickup-changed', 'backup-failed', 'event-venue-moved', 'away-offer-reminder', 'announcement', 'push-alert'));