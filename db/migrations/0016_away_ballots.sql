CREATE TABLE "away_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"pay_hours" integer NOT NULL,
	"max_per_application" integer DEFAULT 1 NOT NULL,
	"members_only" boolean DEFAULT true NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_commitment" varchar(64) NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "away_allocations_tickets_check" CHECK ("away_allocations"."tickets" > 0),
	CONSTRAINT "away_allocations_window_check" CHECK ("away_allocations"."closes_at" > "away_allocations"."opens_at"),
	CONSTRAINT "away_allocations_pay_hours_check" CHECK ("away_allocations"."pay_hours" between 1 and 720),
	CONSTRAINT "away_allocations_max_check" CHECK ("away_allocations"."max_per_application" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "away_applicants" (
	"application_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"is_lead" boolean NOT NULL,
	"points_at_draw" integer,
	CONSTRAINT "away_applicants_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "away_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"allocation_id" integer NOT NULL,
	"lead_user_id" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"status" varchar(10) DEFAULT 'applied' NOT NULL,
	"position" integer,
	"offered_at" timestamp with time zone,
	"pay_by" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_via" varchar(10),
	"payment_recorded_by" varchar(64),
	"stripe_session_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "away_applications_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "away_applications_status_check" CHECK (status in ('applied', 'offered', 'paid', 'passed', 'waiting')),
	CONSTRAINT "away_applications_paid_via_check" CHECK (paid_via in ('stripe', 'at-table')),
	CONSTRAINT "away_applications_size_check" CHECK ("away_applications"."size" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "away_allocations" ADD CONSTRAINT "away_allocations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_allocations" ADD CONSTRAINT "away_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applicants" ADD CONSTRAINT "away_applicants_application_id_away_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."away_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applicants" ADD CONSTRAINT "away_applicants_allocation_id_away_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."away_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applicants" ADD CONSTRAINT "away_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applications" ADD CONSTRAINT "away_applications_allocation_id_away_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."away_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applications" ADD CONSTRAINT "away_applications_lead_user_id_users_id_fk" FOREIGN KEY ("lead_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applications" ADD CONSTRAINT "away_applications_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "away_allocations_event_idx" ON "away_allocations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "away_allocations_closes_idx" ON "away_allocations" USING btree ("closes_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "away_applicants_allocation_user_key" ON "away_applicants" USING btree ("allocation_id","user_id");--> statement-breakpoint
CREATE INDEX "away_applicants_user_idx" ON "away_applicants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "away_applications_position_key" ON "away_applications" USING btree ("allocation_id","position");--> statement-breakpoint
CREATE INDEX "away_applications_allocation_status_idx" ON "away_applications" USING btree ("allocation_id","status","position");--> statement-breakpoint
CREATE INDEX "away_applications_offer_due_idx" ON "away_applications" USING btree ("pay_by") WHERE "away_applications"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'event-waitlist-promoted', 'event-kickoff-moved', 'event-cancelled', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync', 'away-place-offered', 'away-ballot-lost', 'away-place-passed'));