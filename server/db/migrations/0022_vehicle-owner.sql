CREATE TABLE "vehicle_owner_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"from_account_id" text,
	"from_name" text NOT NULL,
	"from_phone" text NOT NULL,
	"to_account_id" text,
	"to_name" text NOT NULL,
	"to_phone" text NOT NULL,
	"staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_account_id" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_owner_changes" ADD CONSTRAINT "vehicle_owner_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_owner_changes" ADD CONSTRAINT "vehicle_owner_changes_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_owner_changes" ADD CONSTRAINT "vehicle_owner_changes_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_owner_changes" ADD CONSTRAINT "vehicle_owner_changes_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_owner_changes_vehicle_idx" ON "vehicle_owner_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A car seen before this migration belongs to whoever brought it last.
UPDATE "vehicles" SET "owner_account_id" = "latest"."account_id", "owner_name" = "latest"."full_name", "owner_phone" = "latest"."number_phone", "owner_since" = "latest"."created_at"
FROM (SELECT DISTINCT ON ("vehicle_id") "vehicle_id", "account_id", "full_name", "number_phone", "created_at" FROM "repair_orders" ORDER BY "vehicle_id", "created_at" DESC, "id" DESC) AS "latest"
WHERE "latest"."vehicle_id" = "vehicles"."id";
