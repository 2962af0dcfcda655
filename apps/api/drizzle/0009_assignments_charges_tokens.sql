CREATE TABLE "used_google_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" text NOT NULL,
	"person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"source" text NOT NULL,
	"contribution_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_charges_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "scoring_assignments" (
	"match_id" uuid NOT NULL,
	"email" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scoring_assignments_match_id_email_pk" PRIMARY KEY("match_id","email")
);
--> statement-breakpoint
ALTER TABLE "auction_pool" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "auction_pool" ADD COLUMN "squad_line_id" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "player_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_contributions" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "scoring_assignments" ADD CONSTRAINT "scoring_assignments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "used_google_tokens_expires_idx" ON "used_google_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registration_charges_season_idx" ON "registration_charges" USING btree ("season","person_id");--> statement-breakpoint
CREATE INDEX "scoring_assignments_email_idx" ON "scoring_assignments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "finance_contributions_person_idx" ON "finance_contributions" USING btree ("person_id");