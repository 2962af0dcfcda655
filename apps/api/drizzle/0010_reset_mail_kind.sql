ALTER TABLE "admin_reset_requests" ADD COLUMN "kind" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
-- A reset row with no address was a mail sent (before this column said so).
UPDATE "admin_reset_requests" SET "kind" = 'mail' WHERE "ip" IS NULL;
