CREATE TABLE "guest_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"reply" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_messages_contact" CHECK ("guest_messages"."phone" is not null or "guest_messages"."email" is not null)
);
--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_messages_open_idx" ON "guest_messages" USING btree ("created_at") WHERE "guest_messages"."answered_at" is null;