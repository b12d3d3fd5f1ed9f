CREATE TABLE "away_trip_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"pickup" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "away_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"allocation_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"pickup_points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "away_trips_seats_check" CHECK ("away_trips"."seats" > 0 and "away_trips"."seats_taken" between 0 and "away_trips"."seats")
);
--> statement-breakpoint
ALTER TABLE "away_trip_seats" ADD CONSTRAINT "away_trip_seats_trip_id_away_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."away_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_trip_seats" ADD CONSTRAINT "away_trip_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_trips" ADD CONSTRAINT "away_trips_allocation_id_away_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."away_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "away_trip_seats_trip_user_key" ON "away_trip_seats" USING btree ("trip_id","user_id");--> statement-breakpoint
CREATE INDEX "away_trip_seats_trip_pickup_idx" ON "away_trip_seats" USING btree ("trip_id","pickup");--> statement-breakpoint
CREATE UNIQUE INDEX "away_trips_allocation_key" ON "away_trips" USING btree ("allocation_id");