CREATE TABLE "ticket_listing_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"sender_id" varchar(64) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "ticket_listing_messages" ADD CONSTRAINT "ticket_listing_messages_listing_id_ticket_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."ticket_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_listing_messages" ADD CONSTRAINT "ticket_listing_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_listing_messages_listing_idx" ON "ticket_listing_messages" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_listing_messages_sender_idx" ON "ticket_listing_messages" USING btree ("sender_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('shift-reminder', 'waitlist-promoted', 'shift-cancelled', 'ticket-alert', 'listing-removed', 'listing-message', 'order-confirmation', 'order-status', 'membership-reminder', 'membership-activated', 'membership-payment-failed', 'slack-invite', 'mailchimp-sync'));