CREATE TABLE "repair_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"from_step" text,
	"to_step" text NOT NULL,
	"version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"branch" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"booking_id" text,
	"account_id" text,
	"full_name" text NOT NULL,
	"number_phone" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_level" integer NOT NULL,
	"complaint" text DEFAULT '' NOT NULL,
	"product_id" text,
	"service_name" text DEFAULT '' NOT NULL,
	"staff_id" text,
	"step" text DEFAULT 'received' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"step_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"search_document" text GENERATED ALWAYS AS (search_fold(full_name) || E'\n' || number_phone || E'\n' || code) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_orders_version_positive" CHECK ("repair_orders"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "repair_step_limits" (
	"step" text PRIMARY KEY NOT NULL,
	"minutes" integer,
	"account_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"plate_key" text NOT NULL,
	"plate" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" integer,
	"last_odometer_km" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repair_moves" ADD CONSTRAINT "repair_moves_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_moves" ADD CONSTRAINT "repair_moves_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_step_limits" ADD CONSTRAINT "repair_step_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_moves_repair_version_unique" ON "repair_moves" USING btree ("repair_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_code_unique" ON "repair_orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_booking_unique" ON "repair_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "repair_orders_open_idx" ON "repair_orders" USING btree ("branch","step") WHERE "repair_orders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "repair_orders_closed_idx" ON "repair_orders" USING btree ("closed_at","id") WHERE "repair_orders"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "repair_orders_vehicle_idx" ON "repair_orders" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "repair_orders_account_idx" ON "repair_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "repair_orders_search_document_trgm_idx" ON "repair_orders" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key_unique" ON "vehicles" USING btree ("plate_key");--> statement-breakpoint
CREATE INDEX "vehicles_plate_key_trgm_idx" ON "vehicles" USING gin ("plate_key" gin_trgm_ops);