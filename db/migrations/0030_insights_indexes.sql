CREATE INDEX "billing_history_paid_date_idx" ON "billing_history" USING btree ("billing_date") WHERE "billing_history"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null and not "orders"."includes_membership";--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("cancelled_at") WHERE "orders"."paid_at" is not null and "orders"."cancelled_at" is not null and not "orders"."includes_membership";--> statement-breakpoint
CREATE INDEX "ticket_listings_created_idx" ON "ticket_listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ticket_listings_closed_idx" ON "ticket_listings" USING btree ("closed_at") WHERE "ticket_listings"."closed_at" is not null;