CREATE TABLE "auction_events" (
	"auction_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_events_auction_id_seq_pk" PRIMARY KEY("auction_id","seq")
);
--> statement-breakpoint
CREATE TABLE "auction_paddles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auction_pool" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"name" text NOT NULL,
	"player_id" uuid,
	"category" text NOT NULL,
	"role" text,
	"stats" text,
	"team_id" uuid,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_teams" (
	"auction_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"purse" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "auction_teams_auction_id_team_id_pk" PRIMARY KEY("auction_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tournament_id" text,
	"purse" integer NOT NULL,
	"squad_min" integer NOT NULL,
	"squad_max" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"increments" jsonb NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_status_check" CHECK ("auctions"."status" in ('setup', 'live', 'paused', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "league_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"match_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "match_events_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "match_imports" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_summaries" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"scorecard" jsonb NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"season" text NOT NULL,
	"section" text,
	"format" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"super_over_decides_tie" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('upcoming', 'active', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "team1_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "team2_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "stage" text DEFAULT 'league' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "player_id" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "current_tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_paddles" ADD CONSTRAINT "auction_paddles_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_pool" ADD CONSTRAINT "auction_pool_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_teams" ADD CONSTRAINT "auction_teams_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_imports" ADD CONSTRAINT "match_imports_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_summaries" ADD CONSTRAINT "match_summaries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_paddles_token_key" ON "auction_paddles" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_paddles_active_key" ON "auction_paddles" USING btree ("auction_id","team_id") WHERE "auction_paddles"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "auction_pool_auction_idx" ON "auction_pool" USING btree ("auction_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_client_id_key" ON "match_events" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "tournaments_season_idx" ON "tournaments" USING btree ("season");--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "team_players_tournament_idx" ON "team_players" USING btree ("tournament_id","team_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_stage_check" CHECK ("matches"."stage" in ('league', 'playoff'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('scheduled', 'live', 'completed', 'abandoned'));