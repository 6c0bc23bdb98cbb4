ALTER TABLE "banners" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_label" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link" text;