CREATE TABLE "grounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"map_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ground_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "player_of_match_person_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "grounds_name_key" ON "grounds" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ground_id_grounds_id_fk" FOREIGN KEY ("ground_id") REFERENCES "public"."grounds"("id") ON DELETE set null ON UPDATE no action;