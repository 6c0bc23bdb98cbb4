CREATE TABLE "mail_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_alert_marks" (
	"account_id" text PRIMARY KEY NOT NULL,
	"bookings_seen_at" timestamp with time zone,
	"orders_seen_at" timestamp with time zone,
	"sound" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "customer_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "customer_seen_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "offline_mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_alert_marks" ADD CONSTRAINT "staff_alert_marks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_dedupe_key_unique" ON "mail_queue" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "chat_conversations_offline_mail_idx" ON "chat_conversations" USING btree ("offline_mail_due_at") WHERE "chat_conversations"."offline_mail_due_at" is not null;