CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" integer GENERATED ALWAYS AS IDENTITY (sequence name "people_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text,
	"birth_date" date,
	"birth_year_only" boolean DEFAULT false NOT NULL,
	"birth_date_text" text DEFAULT '' NOT NULL,
	"adult_confirmed_by" text,
	"adult_confirmed_at" timestamp with time zone,
	"consent_by" text,
	"consent_at" timestamp with time zone,
	"guardian_name" text DEFAULT '' NOT NULL,
	"guardian_phone" text DEFAULT '' NOT NULL,
	"photo_consent_at" timestamp with time zone,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"into_id" uuid NOT NULL,
	"moved" jsonb NOT NULL,
	"filled" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_names" (
	"person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "person_names" ADD CONSTRAINT "person_names_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_name_idx" ON "people" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "people_phone_idx" ON "people" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "person_names_key" ON "person_names" USING btree ("person_id",lower("name"));--> statement-breakpoint
CREATE INDEX "person_names_name_idx" ON "person_names" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "players_person_idx" ON "players" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "team_players_person_idx" ON "team_players" USING btree ("person_id");--> statement-breakpoint
-- Data step (part 3, issue 28): one person per profile, sign-up and squad line, so the
-- visibility rule sees everyone the league already holds. Nothing is deleted. A profile's
-- person keeps the profile's id; birth dates written in other forms are read at start
-- (apps/api readBirthDates), and a date nobody wrote leaves the person of unknown age:
-- hidden from visitors until an admin records a date or confirms an adult.
INSERT INTO "people" ("id", "name", "phone", "birth_date", "birth_date_text", "created_at")
SELECT "id", "name", "phone", "dob", coalesce("dob"::text, ''), "created_at" FROM "players";--> statement-breakpoint
UPDATE "players" SET "person_id" = "id" WHERE "person_id" IS NULL;--> statement-breakpoint
UPDATE "people" SET "birth_date_text" = r."date_of_birth"
FROM "registrations" r
WHERE r."player_phone" = "people"."phone" AND "people"."birth_date" IS NULL AND r."date_of_birth" <> '';--> statement-breakpoint
UPDATE "people" SET "consent_at" = r."consent_at", "consent_by" = r."consent_by", "guardian_name" = r."guardian_name", "guardian_phone" = r."guardian_phone"
FROM "registrations" r
WHERE r."player_phone" = "people"."phone" AND r."consent_at" IS NOT NULL AND "people"."consent_at" IS NULL;--> statement-breakpoint
UPDATE "registrations" SET "person_id" = pl."person_id" FROM "players" pl WHERE pl."phone" = "registrations"."player_phone";--> statement-breakpoint
UPDATE "team_players" SET "person_id" = pl."person_id" FROM "players" pl WHERE pl."id" = "team_players"."player_id";--> statement-breakpoint
UPDATE "team_players" SET "person_id" = m."id"
FROM (SELECT lower("name") AS "k", min("id"::text)::uuid AS "id", count(*) AS "n" FROM "people" GROUP BY lower("name")) m
WHERE "team_players"."person_id" IS NULL AND lower("team_players"."name") = m."k" AND m."n" = 1;--> statement-breakpoint
INSERT INTO "people" ("id", "name")
SELECT DISTINCT ON (md5("team_id"::text || '|' || lower("name"))) md5("team_id"::text || '|' || lower("name"))::uuid, "name"
FROM "team_players" WHERE "person_id" IS NULL
ORDER BY md5("team_id"::text || '|' || lower("name")), "seq";--> statement-breakpoint
UPDATE "team_players" SET "person_id" = md5("team_id"::text || '|' || lower("name"))::uuid WHERE "person_id" IS NULL;--> statement-breakpoint
INSERT INTO "person_names" ("person_id", "name")
SELECT "id", "name" FROM "people"
UNION SELECT "person_id", "name" FROM "team_players" WHERE "person_id" IS NOT NULL
ON CONFLICT DO NOTHING;
