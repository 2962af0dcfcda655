ALTER TABLE "people" ADD COLUMN "registry_id" text;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_registry_id_unique" UNIQUE("registry_id");