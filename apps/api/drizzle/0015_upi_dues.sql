CREATE TABLE "registration_dues_refs" (
	"reference" text PRIMARY KEY NOT NULL,
	"season" text NOT NULL,
	"line" text NOT NULL,
	"upi_ref" text,
	"upi_ref_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_statement_lines" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"contribution_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_dues_refs_line_unique" ON "registration_dues_refs" USING btree ("season","line");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_dues_refs_upi_unique" ON "registration_dues_refs" USING btree ("upi_ref") WHERE "registration_dues_refs"."upi_ref" is not null;