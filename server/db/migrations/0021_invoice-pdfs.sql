CREATE TABLE "invoice_pdfs" (
	"repair_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;