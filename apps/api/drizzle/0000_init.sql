CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"role" text DEFAULT 'admin' NOT NULL,
	"password_hash" text,
	"pending_password_hash" text,
	"reset_token_hash" text,
	"reset_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "admins_email_lower" CHECK ("admins"."email" = lower("admins"."email")),
	CONSTRAINT "admins_role_known" CHECK ("admins"."role" in ('admin'))
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"email" text,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_events_method_known" CHECK ("login_events"."method" in ('google', 'link', 'password'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'INFO' NOT NULL,
	"priority" text DEFAULT 'LOW' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" in ('INFO', 'ALERT', 'EVENT')),
	CONSTRAINT "announcements_priority_check" CHECK ("announcements"."priority" in ('LOW', 'MEDIUM', 'HIGH'))
);
--> statement-breakpoint
CREATE TABLE "finance_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"admin_sub" text NOT NULL,
	"admin_email" text,
	"admin_name" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_audit_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "finance_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contributor_type" text NOT NULL,
	"contributor_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_contributions_amount_positive" CHECK ("finance_contributions"."amount_paise" > 0),
	CONSTRAINT "finance_contributions_type_valid" CHECK ("finance_contributions"."contributor_type" in ('PLAYER', 'SPONSOR'))
);
--> statement-breakpoint
CREATE TABLE "finance_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item" text NOT NULL,
	"category" text,
	"amount_paise" bigint NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_expenses_amount_positive" CHECK ("finance_expenses"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_idempotency" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"response" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_idempotency_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"caption" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"jersey_number" integer,
	"photo_url" text,
	"dob" date,
	"bat_style" text,
	"bowl_style" text,
	"batting_matches" integer DEFAULT 0 NOT NULL,
	"batting_runs" integer DEFAULT 0 NOT NULL,
	"batting_balls" integer DEFAULT 0 NOT NULL,
	"batting_highest" integer DEFAULT 0 NOT NULL,
	"batting_fifties" integer DEFAULT 0 NOT NULL,
	"batting_hundreds" integer DEFAULT 0 NOT NULL,
	"batting_average" double precision DEFAULT 0 NOT NULL,
	"batting_strike_rate" double precision DEFAULT 0 NOT NULL,
	"bowling_matches" integer DEFAULT 0 NOT NULL,
	"bowling_balls" integer DEFAULT 0 NOT NULL,
	"bowling_runs_conceded" integer DEFAULT 0 NOT NULL,
	"bowling_wickets" integer DEFAULT 0 NOT NULL,
	"bowling_best" text DEFAULT '0/0' NOT NULL,
	"bowling_average" double precision DEFAULT 0 NOT NULL,
	"bowling_economy" double precision DEFAULT 0 NOT NULL,
	"bowling_five_fors" integer DEFAULT 0 NOT NULL,
	"fielding_catches" integer DEFAULT 0 NOT NULL,
	"fielding_stumpings" integer DEFAULT 0 NOT NULL,
	"fielding_runouts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_phone_digits" CHECK ("players"."phone" ~ '^[0-9]{6,15}$'),
	CONSTRAINT "players_bat_style" CHECK ("players"."bat_style" in ('RHB', 'LHB')),
	CONSTRAINT "players_bowl_style" CHECK ("players"."bowl_style" in ('Right-arm', 'Left-arm'))
);
--> statement-breakpoint
CREATE TABLE "registration_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"added" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_key" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"ph_no" text DEFAULT '' NOT NULL,
	"gmail_id" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_row_key_unique" UNIQUE("row_key")
);
--> statement-breakpoint
CREATE TABLE "global_links" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"press_conference_link" text,
	"auction_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_links_single_row" CHECK ("global_links"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"match_date" timestamp with time zone NOT NULL,
	"press_link" text,
	"auction_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"owner_name" text,
	"company_overview" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'Player' NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "team_players_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_players_role_check" CHECK ("team_players"."role" in ('Player', 'C', 'VC', 'WK'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"captain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_section_check" CHECK ("teams"."section" in ('GICPL-OG', 'GICPL-H'))
);
--> statement-breakpoint
ALTER TABLE "admin_sign_in_links" ADD CONSTRAINT "admin_sign_in_links_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_reset_requests_email_at_idx" ON "admin_reset_requests" USING btree ("email","at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sign_in_links_code_key" ON "admin_sign_in_links" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_key" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_reset_token_key" ON "admins" USING btree ("reset_token_hash");--> statement-breakpoint
CREATE INDEX "login_events_at_idx" ON "login_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "announcements_recent_idx" ON "announcements" USING btree ("updated_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_audit_entity_idx" ON "finance_audit" USING btree ("entity_id","seq");--> statement-breakpoint
CREATE INDEX "finance_audit_at_idx" ON "finance_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_audit_action_idx" ON "finance_audit" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_contributions_created_idx" ON "finance_contributions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_contributions_type_created_idx" ON "finance_contributions" USING btree ("contributor_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_expenses_created_idx" ON "finance_expenses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gallery_images_created_at_idx" ON "gallery_images" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_phone_key" ON "players" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree ("name");--> statement-breakpoint
CREATE INDEX "registration_syncs_synced_at_idx" ON "registration_syncs" USING btree ("synced_at");--> statement-breakpoint
CREATE INDEX "registrations_submitted_at_idx" ON "registrations" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "matches_match_date_idx" ON "matches" USING btree ("match_date");--> statement-breakpoint
CREATE INDEX "sponsors_created_idx" ON "sponsors" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_players_team_idx" ON "team_players" USING btree ("team_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_section_name_key" ON "teams" USING btree ("section",lower("name"));