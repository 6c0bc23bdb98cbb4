ALTER TABLE "parts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_text_trgm_idx" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree ("name","sku");--> statement-breakpoint
UPDATE "parts" SET "search_text" = search_fold("sku" || ' ' || "name" || ' ' || "brand");
