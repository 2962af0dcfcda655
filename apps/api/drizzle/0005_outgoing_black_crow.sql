ALTER TABLE "admins" DROP CONSTRAINT "admins_role_known";--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" in ('admin', 'scorer'));