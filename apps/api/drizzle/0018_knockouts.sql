CREATE TABLE "knockout_slots" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"template" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "knockout_slots_template_check" CHECK ("knockout_slots"."template" in ('semis', 'top6', 'ipl'))
);
--> statement-breakpoint
ALTER TABLE "knockout_slots" ADD CONSTRAINT "knockout_slots_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_slots" ADD CONSTRAINT "knockout_slots_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knockout_slots_stage_key" ON "knockout_slots" USING btree ("tournament_id","code");