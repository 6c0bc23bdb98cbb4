ALTER TABLE "repair_inspections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD COLUMN "stock_left" integer;