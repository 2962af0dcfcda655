DROP INDEX "registration_dues_season_idx";--> statement-breakpoint
ALTER TABLE "registration_dues" ADD COLUMN "line_id" uuid;--> statement-breakpoint
CREATE INDEX "registration_dues_line_idx" ON "registration_dues" USING btree ("season","line_id");--> statement-breakpoint
-- Fees were one line a phone; now one a child (two children on a parent's phone each owe). A
-- payment recorded for a phone goes to the child it was for: the profile of the phone's approved
-- sign-up (the sign-up itself when it has none), and when the phone has two children the first
-- approved, so the other still owes (one fee was paid); with no approved sign-up on the phone now
-- (a past season's payment), the one profile with that phone. A payment no child is found for
-- keeps a null line, listed nowhere, as before. Safe to run twice.
CREATE TEMPORARY TABLE "dues_phone_child" AS
  SELECT DISTINCT ON (k."phone") k."phone", k."line_id" FROM (
    SELECT r."player_phone" AS "phone", coalesce(r."player_id", r."id") AS "line_id", 0 AS "rank", r."reviewed_at" AS "at", r."submitted_at" AS "since", r."id"::text AS "tie"
    FROM "registrations" r WHERE r."status" = 'approved' AND r."player_phone" IS NOT NULL
    UNION ALL
    SELECT p."phone", p."id", 1, NULL, NULL, p."id"::text
    FROM "players" p WHERE (SELECT count(*) FROM "players" q WHERE q."phone" = p."phone") = 1
  ) k
  ORDER BY k."phone", k."rank", k."at" ASC NULLS LAST, k."since", k."tie";--> statement-breakpoint
UPDATE "registration_dues" SET "line_id" = c."line_id"
FROM "dues_phone_child" c
WHERE "registration_dues"."line_id" IS NULL AND c."phone" = "registration_dues"."player_phone";--> statement-breakpoint
-- A phone's reference (sent in reminders, perhaps with the UPI reference the payer typed) stays
-- with that same child, so a payment still on its way pays her line; the other child gets a
-- reference of her own when the dues are next listed. One reference a line and season.
UPDATE "registration_dues_refs" SET "line" = m."line"
FROM (
  SELECT f."reference", 'fee:' || c."line_id" AS "line",
    row_number() OVER (PARTITION BY f."season", c."line_id" ORDER BY f."created_at", f."reference") AS "n"
  FROM "registration_dues_refs" f
  JOIN "dues_phone_child" c ON c."phone" = substr(f."line", 5)
  WHERE f."line" ~ '^fee:[0-9]+$'
) m
WHERE "registration_dues_refs"."reference" = m."reference" AND m."n" = 1
  AND NOT EXISTS (SELECT 1 FROM "registration_dues_refs" g WHERE g."season" = "registration_dues_refs"."season" AND g."line" = m."line");--> statement-breakpoint
DROP TABLE "dues_phone_child";
