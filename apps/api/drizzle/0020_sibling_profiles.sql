DROP INDEX "players_phone_key";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "player_id" uuid;--> statement-breakpoint
CREATE INDEX "players_phone_idx" ON "players" USING btree ("phone");--> statement-breakpoint
-- Sign-ups linked before were linked by phone, one profile a phone then: the same link, by id.
UPDATE "registrations" SET "player_id" = pl."id" FROM "players" pl WHERE pl."phone" = "registrations"."player_phone" AND "registrations"."player_id" IS NULL;
