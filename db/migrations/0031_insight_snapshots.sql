CREATE TABLE "insight_snapshots" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
