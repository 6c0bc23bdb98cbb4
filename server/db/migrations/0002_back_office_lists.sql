-- Back-office lists: newest-first, price and trigram indexes, and the folded search text
-- of a product (name, category name, description). pg_trgm is a trusted extension on
-- Postgres 13+ (the database owner may create it); PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The SQL twin of foldSearchText (server/lib/search-text.ts): diacritics off, đ -> d,
-- lower case, runs of white space as one space, trimmed. Lists search small tables with it.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT btrim(regexp_replace(lower(translate(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g'), 'đĐ', 'dd')), '\s+', ' ', 'g')) $$;--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET "search_document" = search_fold(p."name") || E'\n' || search_fold(c."name") || E'\n' || search_fold(p."description")
FROM "categories" AS c WHERE c."id" = p."category_id";--> statement-breakpoint
CREATE INDEX "banners_created_id_idx" ON "banners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "categories_created_id_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_created_id_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_search_document_trgm_idx" ON "products" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_created_id_idx" ON "staff" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_position_idx" ON "staff" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "staff_positions_created_id_idx" ON "staff_positions" USING btree ("created_at","id");