CREATE TABLE "meeting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" text,
	"file_name" varchar(200),
	"pdf_base64" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_documents_source_check" CHECK (("meeting_documents"."url" is null) <> ("meeting_documents"."pdf_base64" is null))
);
--> statement-breakpoint
CREATE TABLE "meeting_motions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"proposer_id" varchar(64),
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"seconder_id" varchar(64),
	"seconded_at" timestamp with time zone,
	"status" varchar(20) DEFAULT 'proposed' NOT NULL,
	"decline_reason" text,
	"item_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_motions_status_check" CHECK (status in ('proposed', 'seconded', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "meeting_documents" ADD CONSTRAINT "meeting_documents_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_seconder_id_users_id_fk" FOREIGN KEY ("seconder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_motions" ADD CONSTRAINT "meeting_motions_item_id_meeting_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."meeting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_documents_meeting_idx" ON "meeting_documents" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "meeting_motions_meeting_idx" ON "meeting_motions" USING btree ("meeting_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'event-waitlist-promoted', 'event-kickoff-moved', 'event-cancelled', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync', 'away-place-offered', 'away-ballot-lost', 'away-place-passed', 'away-partner-named', 'away-pickup-changed', 'backup-failed', 'event-venue-moved', 'away-offer-reminder', 'announcement', 'meeting-notice', 'meeting-motion-decided', 'push-alert'));