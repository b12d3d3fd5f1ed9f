CREATE TABLE "event_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"checked_in_by" varchar(64),
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" varchar(10) NOT NULL,
	CONSTRAINT "event_checkins_method_check" CHECK (method in ('scan', 'search', 'api'))
);
--> statement-breakpoint
ALTER TABLE "event_checkins" ADD CONSTRAINT "event_checkins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checkins" ADD CONSTRAINT "event_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_checkins" ADD CONSTRAINT "event_checkins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_checkins_event_user_key" ON "event_checkins" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_checkins_event_time_idx" ON "event_checkins" USING btree ("event_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "event_checkins_user_idx" ON "event_checkins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_member_card_nonce_key" ON "users" USING btree ("member_card_nonce");--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_member_id_idx" ON "users" USING btree (upper(right("id", 8)));