-- Match centre, data step (issue 19): part 1's teams and fixtures move into tournaments named
-- after their section and the current year, nothing lost. Safe to run again: it only touches
-- rows that have no tournament yet. The demo seed runs the same statements.
INSERT INTO "tournaments" ("name", "season", "section", "format", "points", "super_over_decides_tie", "status")
SELECT s.section || ' ' || (extract(year from now())::int)::text, (extract(year from now())::int)::text, s.section,
  '{"oversPerInnings":20,"ballsPerOver":6,"playersPerSide":11}'::jsonb,
  '{"win":2,"tie":1,"noResult":1,"loss":0}'::jsonb, true, 'active'
FROM (
  SELECT DISTINCT "section" FROM "teams" WHERE "current_tournament_id" IS NULL
  UNION
  -- Fixtures whose teams are not on the list go to the first section's tournament.
  SELECT 'GICPL-OG' WHERE EXISTS (SELECT 1 FROM "matches" WHERE "tournament_id" IS NULL)
) s
WHERE NOT EXISTS (
  SELECT 1 FROM "tournaments" t WHERE t."section" = s.section AND t."season" = (extract(year from now())::int)::text
);
--> statement-breakpoint
UPDATE "teams" SET "current_tournament_id" = t."id"
FROM "tournaments" t
WHERE "teams"."current_tournament_id" IS NULL AND t."section" = "teams"."section"
  AND t."season" = (extract(year from now())::int)::text;
--> statement-breakpoint
-- The first spec's team players become the squad of the team's current tournament.
UPDATE "team_players" SET "tournament_id" = tm."current_tournament_id"
FROM "teams" tm
WHERE "team_players"."team_id" = tm."id" AND "team_players"."tournament_id" IS NULL;
--> statement-breakpoint
-- Squad members linked to roster profiles by exact name, only when one profile has it.
UPDATE "team_players" SET "player_id" = p."id"
FROM "players" p
WHERE "team_players"."player_id" IS NULL AND p."name" = "team_players"."name"
  AND (SELECT count(*) FROM "players" q WHERE q."name" = p."name") = 1;
--> statement-breakpoint
-- Fixtures linked to teams by name (case-insensitive; the other side's section first).
UPDATE "matches" m SET "team1_id" = (
  SELECT t."id" FROM "teams" t WHERE lower(t."name") = lower(m."team1") ORDER BY t."section" LIMIT 1
) WHERE m."team1_id" IS NULL;
--> statement-breakpoint
UPDATE "matches" m SET "team2_id" = (
  SELECT t."id" FROM "teams" t WHERE lower(t."name") = lower(m."team2")
  ORDER BY (t."section" = (SELECT o."section" FROM "teams" o WHERE o."id" = m."team1_id")) DESC NULLS LAST, t."section" LIMIT 1
) WHERE m."team2_id" IS NULL;
--> statement-breakpoint
UPDATE "matches" m SET "tournament_id" = coalesce(
  (SELECT t."current_tournament_id" FROM "teams" t WHERE t."id" = coalesce(m."team1_id", m."team2_id")),
  (SELECT t."id" FROM "tournaments" t WHERE t."section" = 'GICPL-OG'
     AND t."season" = (extract(year from now())::int)::text ORDER BY t."created_at" LIMIT 1)
) WHERE m."tournament_id" IS NULL;
