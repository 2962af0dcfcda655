CREATE TABLE "registration_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" text NOT NULL,
	"player_phone" text NOT NULL,
	"contribution_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_holds" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"holder_name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scoring_holds" ADD CONSTRAINT "scoring_holds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_dues_season_idx" ON "registration_dues" USING btree ("season","player_phone");