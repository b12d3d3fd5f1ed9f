CREATE TABLE "email_change_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"new_email" varchar(320) NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_via" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" varchar(320);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_codes" ADD CONSTRAINT "email_change_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_codes_user_created_idx" ON "email_change_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_change_codes_expires_idx" ON "email_change_codes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_verified_via_check" CHECK (email_verified_via in ('email-code', 'oidc', 'email-change'));