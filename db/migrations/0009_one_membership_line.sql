-- A cart holds at most one membership line. Should a cart hold two from before this index, the newest stays.
DELETE FROM "cart_items" AS "older" USING "cart_items" AS "newer"
  WHERE "older"."product_id" IS NULL AND "newer"."product_id" IS NULL
    AND "older"."session_id" = "newer"."session_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_membership" ON "cart_items" USING btree ("session_id") WHERE "cart_items"."product_id" is null;
