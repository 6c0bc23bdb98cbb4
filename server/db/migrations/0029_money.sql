CREATE TABLE "bank_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"gateway" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"branch" text,
	"amount" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"transacted_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"repair_id" text,
	"payment_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"handled_by" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_bank_accounts" (
	"branch" text PRIMARY KEY NOT NULL,
	"bin" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_day_events" (
	"id" text PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"day" date NOT NULL,
	"action" text NOT NULL,
	"counted_cash" bigint,
	"difference" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"account_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_days" (
	"branch" text NOT NULL,
	"day" date NOT NULL,
	"closing_balance" bigint,
	"counted_cash" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "cash_days_branch_day_pk" PRIMARY KEY("branch","day")
);
--> statement-breakpoint
CREATE TABLE "cash_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"repair_id" text,
	"order_id" text,
	"payment_id" text,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_entries_amount_positive" CHECK ("cash_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"credit_limit" bigint NOT NULL,
	"days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"branch" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"account_id" text,
	"transfer_id" text,
	"idempotency_key" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_payments_amount_positive" CHECK ("job_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receivable_alert_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_credits" (
	"repair_id" text PRIMARY KEY NOT NULL,
	"credit_account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_bank_accounts" ADD CONSTRAINT "branch_bank_accounts_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_day_events" ADD CONSTRAINT "cash_day_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_days" ADD CONSTRAINT "cash_days_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_credits" ADD CONSTRAINT "repair_credits_repair_id_repair_orders_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_credits" ADD CONSTRAINT "repair_credits_credit_account_id_credit_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_credits" ADD CONSTRAINT "repair_credits_granted_by_accounts_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_external_unique" ON "bank_transfers" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_unique" ON "bank_transfers" USING btree ("account_number","bank_reference") WHERE "bank_transfers"."bank_reference" <> '';--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "cash_day_events_day_idx" ON "cash_day_events" USING btree ("branch","day");--> statement-breakpoint
CREATE INDEX "cash_entries_day_idx" ON "cash_entries" USING btree ("branch","day");--> statement-breakpoint
CREATE UNIQUE INDEX "job_payments_idempotency" ON "job_payments" USING btree ("repair_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "job_payments_repair_idx" ON "job_payments" USING btree ("repair_id");--> statement-breakpoint
CREATE INDEX "job_payments_paid_idx" ON "job_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "repair_credits_account_idx" ON "repair_credits" USING btree ("credit_account_id");--> statement-breakpoint
-- Every job paid before payments became a list keeps its one payment, as a row of the list.
INSERT INTO "job_payments" ("id", "repair_id", "branch", "kind", "amount", "method", "note", "account_id", "paid_at")
SELECT lpad(to_hex(extract(epoch from p."paid_at")::bigint), 8, '0') || substr(md5('job-payment:' || p."repair_id"), 1, 16),
       p."repair_id", r."branch", 'payment', p."amount", p."method", '', p."account_id", p."paid_at"
FROM "repair_payments" p JOIN "repair_orders" r ON r."id" = p."repair_id"
WHERE p."amount" > 0;
