CREATE TABLE "closed_days" (
	"id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"branch" text,
	"reason" text NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_days" ADD CONSTRAINT "closed_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closed_days_date_branch_unique" ON "closed_days" USING btree ("date",coalesce("branch", ''));