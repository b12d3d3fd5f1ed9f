CREATE TABLE "meeting_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" varchar(64),
	"name" varchar(200) NOT NULL,
	"statement" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_electorate" (
	"meeting_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"reason" varchar(20) NOT NULL,
	CONSTRAINT "meeting_electorate_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id"),
	CONSTRAINT "meeting_electorate_reason_check" CHECK (reason in ('member', 'household'))
);
--> statement-breakpoint
CREATE TABLE "meeting_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text,
	"special" boolean DEFAULT false NOT NULL,
	"seats" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_items_kind_check" CHECK (kind in ('motion', 'election')),
	CONSTRAINT "meeting_items_seats_check" CHECK (("meeting_items"."kind" = 'election') = ("meeting_items"."seats" is not null and "meeting_items"."seats" >= 1))
);
--> statement-breakpoint
CREATE TABLE "meeting_proxies" (
	"meeting_id" integer NOT NULL,
	"principal_id" varchar(64) NOT NULL,
	"proxy_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_proxies_meeting_id_principal_id_pk" PRIMARY KEY("meeting_id","principal_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_voted" (
	"item_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	CONSTRAINT "meeting_voted_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_votes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"choice" jsonb NOT NULL,
	"receipt" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"location" varchar(200) NOT NULL,
	"online_url" text,
	"record_date" timestamp with time zone NOT NULL,
	"household_votes" boolean DEFAULT false NOT NULL,
	"voting_opens_at" timestamp with time zone NOT NULL,
	"voting_closes_at" timestamp with time zone NOT NULL,
	"quorum_kind" varchar(10) NOT NULL,
	"quorum_value" integer NOT NULL,
	"motions_deadline" timestamp with time zone,
	"chair_id" varchar(64),
	"opened_at" timestamp with time zone,
	"results_published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_kind_check" CHECK (kind in ('annual', 'extraordinary')),
	CONSTRAINT "meetings_quorum_kind_check" CHECK (quorum_kind in ('votes', 'share')),
	CONSTRAINT "meetings_window_check" CHECK ("meetings"."voting_closes_at" > "meetings"."voting_opens_at"),
	CONSTRAINT "meetings_quorum_check" CHECK ("meetings"."quorum_value" >= 0 and ("meetings"."quorum_kind" <> 'share' or "meetings"."quorum_value" <= 100))
);
--> statement-breakpoint
ALTER TABLE "meeting_candidates" ADD CONSTRAINT "meeting_candidates_item_id_meeting_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."meeting_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_candidates" ADD CONSTRAINT "meeting_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_electorate" ADD CONSTRAINT "meeting_electorate_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_electorate" ADD CONSTRAINT "meeting_electorate_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_items" ADD CONSTRAINT "meeting_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_principal_id_users_id_fk" FOREIGN KEY ("principal_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_proxies" ADD CONSTRAINT "meeting_proxies_proxy_id_users_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_voted" ADD CONSTRAINT "meeting_voted_item_id_meeting_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."meeting_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_voted" ADD CONSTRAINT "meeting_voted_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_item_id_meeting_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."meeting_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_chair_id_users_id_fk" FOREIGN KEY ("chair_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_candidates_item_idx" ON "meeting_candidates" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "meeting_electorate_user_idx" ON "meeting_electorate" USING btree ("user_id","meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_items_position_idx" ON "meeting_items" USING btree ("meeting_id","position");--> statement-breakpoint
CREATE INDEX "meeting_proxies_proxy_idx" ON "meeting_proxies" USING btree ("proxy_id","meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_votes_receipt_idx" ON "meeting_votes" USING btree ("item_id","receipt");--> statement-breakpoint
CREATE INDEX "meetings_starts_idx" ON "meetings" USING btree ("starts_at","id");