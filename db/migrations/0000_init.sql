CREATE TABLE "billing_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"subscription_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"billing_date" timestamp with time zone NOT NULL,
	"payment_method" varchar(50),
	"transaction_id" varchar(100),
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_history_status_check" CHECK (status in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" varchar(128) NOT NULL,
	"product_id" integer,
	"membership_type" varchar(20),
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_price_check" CHECK ("cart_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"date" timestamp with time zone NOT NULL,
	"location" varchar(200) NOT NULL,
	"type" varchar(20) DEFAULT 'match' NOT NULL,
	"attendee_count" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"is_home_match" boolean,
	"competition_type" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK (type in ('match', 'watch-party', 'community')),
	CONSTRAINT "events_competition_type_check" CHECK (competition_type in ('league', 'cup', 'friendly', 'playoff', 'continental', 'preseason', 'other')),
	CONSTRAINT "events_attendee_count_check" CHECK ("events"."attendee_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320) NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" varchar(64) PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" varchar(64),
	"product_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"customer_email" varchar(320),
	"customer_name" varchar(200),
	"includes_membership" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_total_amount_check" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"category" varchar(50) DEFAULT 'apparel' NOT NULL,
	"fulfillment_type" varchar(20) DEFAULT 'print-on-demand' NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_fulfillment_type_check" CHECK (fulfillment_type in ('print-on-demand', 'event-pickup')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"next_billing_date" timestamp with time zone,
	"price" numeric(10, 2) NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_type_check" CHECK (type in ('monthly', 'annual', 'lifetime')),
	CONSTRAINT "subscriptions_status_check" CHECK (status in ('active', 'cancelled', 'expired', 'past_due', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "ticket_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"event_id" integer,
	"match_title" varchar(200) NOT NULL,
	"match_date" timestamp with time zone NOT NULL,
	"section" varchar(50) NOT NULL,
	"row" varchar(20),
	"seats" varchar(100) NOT NULL,
	"price" numeric(10, 2),
	"listing_type" varchar(10) DEFAULT 'sale' NOT NULL,
	"trade_description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_listings_listing_type_check" CHECK (listing_type in ('sale', 'trade', 'free')),
	CONSTRAINT "ticket_listings_price_check" CHECK ("ticket_listings"."price" is null or "ticket_listings"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(64) PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" varchar(320),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"theme_preference" varchar(10) DEFAULT 'light' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"membership_status" varchar(20) DEFAULT 'inactive' NOT NULL,
	"membership_type" varchar(20),
	"membership_expiry" timestamp with time zone,
	"is_lifetime_member" boolean DEFAULT false NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"next_billing_date" timestamp with time zone,
	"subscription_price" numeric(10, 2),
	"oidc_subject" varchar(255),
	"email_preferences" jsonb DEFAULT '{"eventNotifications":true,"membershipReminders":true,"volunteerOpportunities":true,"shopPromotions":false,"ticketAlerts":true,"newsletterUpdates":true}'::jsonb NOT NULL,
	"privacy_settings" jsonb DEFAULT '{"profileVisibility":true,"showEmail":false,"showPhoneNumber":false,"allowMemberContact":true,"shareVolunteerHours":true,"analyticsOptOut":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject"),
	CONSTRAINT "users_theme_preference_check" CHECK (theme_preference in ('light', 'dark', 'system')),
	CONSTRAINT "users_membership_status_check" CHECK (membership_status in ('active', 'inactive', 'expired', 'cancelled', 'lifetime', 'pending')),
	CONSTRAINT "users_membership_type_check" CHECK (membership_type in ('monthly', 'annual', 'lifetime'))
);
--> statement-breakpoint
CREATE TABLE "volunteer_opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"date" timestamp with time zone NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"location" varchar(200) NOT NULL,
	"spots_needed" integer NOT NULL,
	"spots_assigned" integer DEFAULT 0 NOT NULL,
	"physical_requirements" text,
	"contact_info" varchar(200),
	"category" varchar(20) DEFAULT 'general' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_opportunities_category_check" CHECK (category in ('general', 'match-day', 'community', 'fundraising', 'setup')),
	CONSTRAINT "volunteer_opportunities_spots_needed_check" CHECK ("volunteer_opportunities"."spots_needed" > 0),
	CONSTRAINT "volunteer_opportunities_spots_assigned_check" CHECK ("volunteer_opportunities"."spots_assigned" >= 0 and "volunteer_opportunities"."spots_assigned" <= "volunteer_opportunities"."spots_needed")
);
--> statement-breakpoint
CREATE TABLE "volunteer_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"notes" text,
	"status" varchar(20) DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_signups_status_check" CHECK (status in ('confirmed', 'cancelled', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD CONSTRAINT "ticket_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_listings" ADD CONSTRAINT "ticket_listings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_signups" ADD CONSTRAINT "volunteer_signups_opportunity_id_volunteer_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."volunteer_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_signups" ADD CONSTRAINT "volunteer_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_history_user_date_idx" ON "billing_history" USING btree ("user_id","billing_date");--> statement-breakpoint
CREATE INDEX "cart_items_session_idx" ON "cart_items" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_event_user_key" ON "event_attendees" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_home_matches_idx" ON "events" USING btree ("date") WHERE "events"."type" = 'match' and "events"."is_home_match";--> statement-breakpoint
CREATE INDEX "login_codes_email_created_idx" ON "login_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_codes_expires_idx" ON "login_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("is_active","category","created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "ticket_listings_active_idx" ON "ticket_listings" USING btree ("is_active","listing_type","created_at");--> statement-breakpoint
CREATE INDEX "ticket_listings_user_idx" ON "ticket_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_listings_event_idx" ON "ticket_listings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "users_is_admin_idx" ON "users" USING btree ("is_admin") WHERE "users"."is_admin";--> statement-breakpoint
CREATE INDEX "volunteer_opportunities_active_date_idx" ON "volunteer_opportunities" USING btree ("is_active","date");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_signups_opportunity_user_key" ON "volunteer_signups" USING btree ("opportunity_id","user_id");--> statement-breakpoint
CREATE INDEX "volunteer_signups_user_idx" ON "volunteer_signups" USING btree ("user_id");