CREATE TABLE "deleted_bookings" (
	"code" text PRIMARY KEY NOT NULL,
	"number_phone" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_updates" ADD COLUMN "by_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Changes customers made before the marker existed are the ones the website wrote in their name.
UPDATE "booking_updates" SET "by_customer" = true WHERE "reason" IN ('Khách hủy lịch qua website.', 'Khách đổi lịch qua website.');
