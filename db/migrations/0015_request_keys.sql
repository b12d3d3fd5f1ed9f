CREATE TABLE "request_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(100) NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" varchar(400) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"status" integer,
	"headers" jsonb,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_keys_state_check" CHECK (state in ('pending', 'done'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "request_keys_scope_key_key" ON "request_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "request_keys_created_idx" ON "request_keys" USING btree ("created_at");