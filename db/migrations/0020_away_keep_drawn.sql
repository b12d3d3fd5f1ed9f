ALTER TABLE "away_applicants" DROP CONSTRAINT "away_applicants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "away_applications" DROP CONSTRAINT "away_applications_lead_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "away_applicants" DROP CONSTRAINT "away_applicants_application_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "away_applicants" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "away_applications" ALTER COLUMN "lead_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "away_applicants" ADD CONSTRAINT "away_applicants_application_id_is_lead_pk" PRIMARY KEY("application_id","is_lead");--> statement-breakpoint
ALTER TABLE "away_allocations" ADD COLUMN "rule_at_draw" jsonb;--> statement-breakpoint
ALTER TABLE "away_applicants" ADD COLUMN "member_id" varchar(9);--> statement-breakpoint
UPDATE "away_applicants" SET "member_id" = '#' || upper(right("user_id", 8));--> statement-breakpoint
ALTER TABLE "away_applicants" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "away_applicants" ADD CONSTRAINT "away_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_applications" ADD CONSTRAINT "away_applications_lead_user_id_users_id_fk" FOREIGN KEY ("lead_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;