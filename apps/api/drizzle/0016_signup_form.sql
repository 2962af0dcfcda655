ALTER TABLE "registrations" ADD COLUMN "photo_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_reference_unique" UNIQUE("reference");