CREATE TABLE "clock_events" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"line_id" text NOT NULL,
	"technician_id" text,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seconds" integer,
	"reason" text DEFAULT '' NOT NULL,
	"key" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_shares" (
	"technician_id" text PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"account_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"markup_bands" jsonb NOT NULL,
	"account_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_settings_one_row" CHECK ("workshop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "branch_settings" ADD COLUMN "labour_rate" bigint;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "lead_technician_id" text;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD COLUMN "technician_id" text;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_technician_id_accounts_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_shares" ADD CONSTRAINT "technician_shares_technician_id_accounts_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_shares" ADD CONSTRAINT "technician_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD CONSTRAINT "workshop_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clock_events_key_unique" ON "clock_events" USING btree ("technician_id","key");--> statement-breakpoint
CREATE INDEX "clock_events_line_idx" ON "clock_events" USING btree ("repair_id","line_id","at");--> statement-breakpoint
CREATE INDEX "clock_events_technician_idx" ON "clock_events" USING btree ("technician_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_packages_name_unique" ON "service_packages" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_lead_technician_id_accounts_id_fk" FOREIGN KEY ("lead_technician_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD CONSTRAINT "repair_quote_lines_technician_id_accounts_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The technician role (issue 44), given like the others with POST /api/roles/assign; its id has the creation second first like every id.
INSERT INTO "roles" ("id", "name", "created_at", "updated_at")
SELECT lpad(to_hex(extract(epoch from now())::bigint), 8, '0') || substr(md5(random()::text || clock_timestamp()::text), 1, 16), 'technician', now(), now()
WHERE NOT EXISTS (SELECT 1 FROM "roles" WHERE lower("name") = 'technician');--> statement-breakpoint
CREATE TRIGGER "clock_events_audit" AFTER INSERT OR UPDATE OR DELETE ON "clock_events" FOR EACH ROW EXECUTE FUNCTION "audit_row"('reason', '', '');--> statement-breakpoint
CREATE TRIGGER "service_packages_audit" AFTER INSERT OR UPDATE OR DELETE ON "service_packages" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', '');--> statement-breakpoint
CREATE TRIGGER "workshop_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "workshop_settings" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', 'id');--> statement-breakpoint
CREATE TRIGGER "technician_shares_audit" AFTER INSERT OR UPDATE OR DELETE ON "technician_shares" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', 'technician_id');
