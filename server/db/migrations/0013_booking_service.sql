ALTER TABLE "bookings" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;