CREATE TABLE "push_fanouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"team_ids" uuid[] NOT NULL,
	"kind" text NOT NULL,
	"payloads" jsonb NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"cursor" uuid,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_notices" (
	"tag" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"match_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"wickets" boolean DEFAULT false NOT NULL,
	"quiet_from" smallint,
	"quiet_to" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_jobs_run_at_idx" ON "push_jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_team_ids_idx" ON "push_subscriptions" USING gin ("team_ids");--> statement-breakpoint
CREATE INDEX "push_subscriptions_match_ids_idx" ON "push_subscriptions" USING gin ("match_ids");