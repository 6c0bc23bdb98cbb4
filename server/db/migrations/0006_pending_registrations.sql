CREATE TABLE "pending_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"image" text,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_idx" ON "pending_registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_idx" ON "one_time_codes" USING btree ("expires_at");--> statement-breakpoint
-- Verification codes now live with their registration; the ones issued before this have no password bound to them.
DELETE FROM "one_time_codes" WHERE "purpose" = 'verify';