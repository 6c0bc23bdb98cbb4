ALTER TABLE "bookings" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "car_plate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "car_model" text DEFAULT '' NOT NULL;