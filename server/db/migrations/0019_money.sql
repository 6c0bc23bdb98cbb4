CREATE TABLE "inspection_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_inspections" (
	"repair_id" text PRIMARY KEY NOT NULL,
	"template_id" text,
	"template_name" text NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_payments" (
	"repair_id" text PRIMARY KEY NOT NULL,
	"invoice_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "repair_payments_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_id" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_payments_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "repair_quote_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"inspection_point_id" text,
	"warranty_months" integer,
	"warranty_km" integer,
	"approved" boolean,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "repair_quote_lines_amounts" CHECK ("repair_quote_lines"."quantity" > 0 and "repair_quote_lines"."unit_price" >= 0 and "repair_quote_lines"."line_total" >= 0 and "repair_quote_lines"."reserved_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "repair_quotes" (
	"repair_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"account_id" text,
	"answered_version" integer,
	"answered_at" timestamp with time zone,
	"signed_name" text,
	"signed_address" text,
	"answered_via" text,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_quotes_vat_rate" CHECK ("repair_quotes"."vat_rate" in (0, 8, 10)),
	CONSTRAINT "repair_quotes_amounts_non_negative" CHECK ("repair_quotes"."discount" >= 0 and "repair_quotes"."subtotal" >= 0 and "repair_quotes"."vat" >= 0 and "repair_quotes"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_warranties" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"repair_id" text NOT NULL,
	"description" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"until_km" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_interval_km" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_interval_months" integer;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "next_service_on" date;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "next_service_km" integer;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "next_service_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_inspections" ADD CONSTRAINT "repair_inspections_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_inspections" ADD CONSTRAINT "repair_inspections_template_id_inspection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."inspection_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_inspections" ADD CONSTRAINT "repair_inspections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_payments" ADD CONSTRAINT "repair_payments_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_payments" ADD CONSTRAINT "repair_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD CONSTRAINT "repair_quote_lines_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD CONSTRAINT "repair_quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quotes" ADD CONSTRAINT "repair_quotes_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quotes" ADD CONSTRAINT "repair_quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quotes" ADD CONSTRAINT "repair_quotes_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_warranties" ADD CONSTRAINT "vehicle_warranties_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_warranties" ADD CONSTRAINT "vehicle_warranties_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_quote_lines_repair_idx" ON "repair_quote_lines" USING btree ("repair_id","position");--> statement-breakpoint
CREATE INDEX "vehicle_warranties_vehicle_idx" ON "vehicle_warranties" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "repair_orders_next_service_idx" ON "repair_orders" USING btree ("next_service_on") WHERE "repair_orders"."next_service_on" is not null and "repair_orders"."next_service_reminded_at" is null;