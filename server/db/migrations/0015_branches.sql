CREATE TABLE "branch_setting_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"setting" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_settings" (
	"branch" text PRIMARY KEY NOT NULL,
	"slot_capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_setting_changes" ADD CONSTRAINT "branch_setting_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_setting_changes_created_idx" ON "branch_setting_changes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "usual_branch" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booked_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_accounts_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "bookings" SET "booked_by" = "account_id";--> statement-breakpoint
-- Bookings stored without a branch go to Quận 12, and their history says so.
INSERT INTO "booking_updates" ("id", "booking_id", "account_id", "reason", "changes")
  SELECT substr(md5(random()::text || "id"), 1, 24), "id", NULL,
    'Lịch đặt khi chưa chọn chi nhánh: gara xếp vào Chi nhánh Quận 12',
    jsonb_build_object('branch', jsonb_build_object('from', '', 'to', 'quan-12'))
  FROM "bookings" WHERE "branch" IS NULL OR "branch" NOT IN ('quan-12', 'thu-duc');--> statement-breakpoint
UPDATE "bookings" SET "branch" = 'quan-12' WHERE "branch" IS NULL OR "branch" NOT IN ('quan-12', 'thu-duc');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "branch" SET DEFAULT 'quan-12';--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "branch" SET NOT NULL;--> statement-breakpoint
-- Places are counted per branch from now on: recount them from the bookings themselves.
ALTER TABLE "booking_slots" DROP CONSTRAINT "booking_slots_date_time_slot_pk";--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "branch" text DEFAULT 'quan-12' NOT NULL;--> statement-breakpoint
DELETE FROM "booking_slots";--> statement-breakpoint
INSERT INTO "booking_slots" ("date", "time_slot", "branch", "booked")
  SELECT "date", "time_slot", "branch", count(*) FROM "bookings" WHERE "status" <> 'cancelled' GROUP BY "date", "time_slot", "branch";--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_date_time_slot_branch_pk" PRIMARY KEY("date","time_slot","branch");--> statement-breakpoint
-- Every booking gets its reference: 6 of the 32 characters A-Z and 2-9 without I and O. Random
-- draws would collide among many rows (about 1 in 80 for 5,000 bookings), so the row's number,
-- multiplied by an odd number and shifted by one random seed modulo 32^6 = 2^30 (a one-to-one
-- map), is written in those 32 characters: distinct for every row, with no pattern a customer sees.
ALTER TABLE "bookings" ADD COLUMN "code" text;--> statement-breakpoint
WITH "seed" AS (SELECT floor(random() * 1073741824)::bigint AS "value"),
"numbered" AS (
  SELECT "id", (row_number() OVER (ORDER BY "id") * 747796405 + (SELECT "value" FROM "seed")) % 1073741824 AS "v" FROM "bookings"
)
UPDATE "bookings" SET "code" = (
  SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (("numbered"."v" >> (5 * "i")) & 31)::int + 1, 1), '' ORDER BY "i")
  FROM generate_series(0, 5) AS "i"
) FROM "numbered" WHERE "numbered"."id" = "bookings"."id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_unique" ON "bookings" USING btree ("code");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "same_phone_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A phone already holding two places in one day and slot keeps them: the later ones count as allowed.
UPDATE "bookings" SET "same_phone_allowed" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "number_phone", "date", "time_slot" ORDER BY "created_at", "id") AS "n"
    FROM "bookings" WHERE "status" <> 'cancelled'
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_phone_slot_unique" ON "bookings" USING btree ("number_phone","date","time_slot") WHERE "bookings"."status" <> 'cancelled' and not "bookings"."same_phone_allowed";
