ALTER TABLE "auction_pool" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "number" integer;--> statement-breakpoint
-- Each person of a team keeps one number there, in the order they first joined it.
UPDATE "team_players" AS tp SET "number" = n."number"
FROM (
  SELECT "team_id", "person_id", row_number() OVER (PARTITION BY "team_id" ORDER BY "first_seq") AS "number"
  FROM (SELECT "team_id", "person_id", min("seq") AS "first_seq" FROM "team_players" WHERE "person_id" IS NOT NULL GROUP BY "team_id", "person_id") AS f
) AS n
WHERE tp."team_id" = n."team_id" AND tp."person_id" = n."person_id";
