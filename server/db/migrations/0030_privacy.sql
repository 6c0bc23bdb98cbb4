CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seq" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"ip" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"email" text,
	"phone" text,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"channel" text NOT NULL,
	"recorded_by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_breaches" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"data_kinds" text NOT NULL,
	"people_affected" integer NOT NULL,
	"measures" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reported_at" timestamp with time zone,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_jobs" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"booking_photos" integer DEFAULT 0 NOT NULL,
	"chat_messages" integer DEFAULT 0 NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"account_id" text,
	"full_name" text NOT NULL,
	"reference" text,
	"phone" text,
	"email" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" date NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"booking_photo_months" integer DEFAULT 24 NOT NULL,
	"chat_months" integer DEFAULT 24 NOT NULL,
	"inactive_account_months" integer DEFAULT 36 NOT NULL,
	"invoice_years" integer DEFAULT 10 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "purpose" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_breaches" ADD CONSTRAINT "privacy_breaches_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_unique" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "consents_account_idx" ON "consents" USING btree ("account_id","purpose","at");--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email","purpose","at");--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone","purpose","at");--> statement-breakpoint
CREATE INDEX "privacy_codes_reference_idx" ON "privacy_codes" USING btree ("reference","phone");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","deadline");--> statement-breakpoint
INSERT INTO "privacy_settings" ("id") VALUES (1);
--> statement-breakpoint
INSERT INTO "privacy_notices" ("version", "title", "body") VALUES (1, 'Chính sách bảo mật thông tin cá nhân', $notice$Gara Ô tô Sài Gòn (hai chi nhánh Quận 12 và Thủ Đức, Thành phố Hồ Chí Minh) là bên kiểm soát và xử lý dữ liệu cá nhân của khách hàng theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP. Văn bản này nói rõ gara giữ thông tin gì của bạn, để làm gì, trong bao lâu, và bạn có những quyền gì.

## Gara giữ những thông tin nào
Họ tên, số điện thoại, e-mail, địa chỉ giao hàng; biển số, dòng xe, số km và tình trạng xe; lịch hẹn, ảnh bạn gửi kèm lịch hẹn, ảnh xe khi nhận và khi sửa; báo giá, hóa đơn và các khoản thanh toán; nội dung trò chuyện với gara; các thư gara đã gửi cho bạn.

## Để làm gì
1. Phục vụ đúng yêu cầu của bạn: đặt lịch, nhận và sửa xe, báo giá, giao hàng, trả lời tin nhắn. Việc này cần bạn đồng ý khi gửi thông tin.
2. Tin dịch vụ: nhắc trước ngày hẹn, nhắc đến kỳ bảo dưỡng, tin về tiến độ sửa xe. Chỉ gửi khi bạn đồng ý, và dừng ngay khi bạn rút lại.
3. Ưu đãi, khuyến mãi: chỉ gửi khi bạn đồng ý riêng cho mục này.
Gara không bán, không cho thuê dữ liệu của bạn, và không chia sẻ cho bên nào ngoài đơn vị gửi e-mail và ngân hàng nhận chuyển khoản khi cần cho việc trên.

## Giữ trong bao lâu
Ảnh gửi kèm lịch hẹn và nội dung trò chuyện: 24 tháng. Tài khoản không đăng nhập 36 tháng thì được ẩn danh. Hóa đơn và các dòng hóa đơn: 10 năm theo Luật Kế toán, không kèm tên, số điện thoại hay e-mail nếu bạn đã yêu cầu xóa dữ liệu.

## Quyền của bạn
Bạn có quyền được biết, đồng ý hoặc rút lại đồng ý, xem và nhận bản sao dữ liệu, yêu cầu sửa, hạn chế xử lý, phản đối xử lý và yêu cầu xóa dữ liệu. Khách có tài khoản làm việc này ở mục Quyền riêng tư trong tài khoản; khách không có tài khoản dùng liên kết trong bất kỳ e-mail nào của gara, hoặc trang Quyền riêng tư với mã lịch hẹn (hoặc mã phiếu sửa chữa) và số điện thoại. Gara trả lời trong 10 ngày làm việc.

## Khi có sự cố
Nếu dữ liệu cá nhân bị lộ, mất hoặc bị truy cập trái phép, gara báo cho cơ quan chuyên trách bảo vệ dữ liệu cá nhân (Bộ Công an) trong 72 giờ và báo cho bạn nếu bạn bị ảnh hưởng.

## Liên hệ
Mọi câu hỏi về dữ liệu cá nhân, xin gửi qua trang Liên hệ hoặc gọi hotline của gara.$notice$);
--> statement-breakpoint
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $audit$
DECLARE
  personal text[] := CASE WHEN TG_NARGS > 0 AND TG_ARGV[0] <> '' THEN string_to_array(TG_ARGV[0], ',') ELSE '{}'::text[] END;
  skipped text[] := CASE WHEN TG_NARGS > 1 AND TG_ARGV[1] <> '' THEN string_to_array(TG_ARGV[1], ',') ELSE '{}'::text[] END;
  key_columns text[] := CASE WHEN TG_NARGS > 2 AND TG_ARGV[2] <> '' THEN string_to_array(TG_ARGV[2], ',') ELSE ARRAY['id'] END;
  old_row jsonb;
  new_row jsonb;
  before_values jsonb := '{}'::jsonb;
  after_values jsonb := '{}'::jsonb;
  column_name text;
  key_value text;
BEGIN
  IF current_setting('garage.audit_off', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - skipped; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - skipped; END IF;
  FOR column_name IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
    IF old_row IS NULL OR new_row IS NULL OR (old_row -> column_name) IS DISTINCT FROM (new_row -> column_name) THEN
      IF old_row IS NOT NULL THEN
        before_values := before_values || jsonb_build_object(column_name,
          CASE WHEN column_name = ANY(personal) AND jsonb_typeof(old_row -> column_name) <> 'null' THEN to_jsonb('(thông tin cá nhân)'::text) ELSE old_row -> column_name END);
      END IF;
      IF new_row IS NOT NULL THEN
        after_values := after_values || jsonb_build_object(column_name,
          CASE WHEN column_name = ANY(personal) AND jsonb_typeof(new_row -> column_name) <> 'null' THEN to_jsonb('(thông tin cá nhân)'::text) ELSE new_row -> column_name END);
      END IF;
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND before_values = '{}'::jsonb AND after_values = '{}'::jsonb THEN RETURN NULL; END IF;
  SELECT string_agg(coalesce(coalesce(new_row, old_row) ->> key_column, ''), ':') INTO key_value FROM unnest(key_columns) AS key_column;
  INSERT INTO "audit_log" ("at", "actor_id", "ip", "action", "entity", "entity_id", "before", "after")
  VALUES (
    clock_timestamp(),
    nullif(current_setting('garage.actor_id', true), ''),
    nullif(current_setting('garage.actor_ip', true), ''),
    lower(TG_OP),
    TG_TABLE_NAME,
    coalesce(key_value, ''),
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE before_values END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE after_values END
  );
  RETURN NULL;
END
$audit$;
--> statement-breakpoint
CREATE FUNCTION "audit_content"(row_seq bigint, row_at timestamptz, actor text, address text, row_action text, row_entity text, row_entity_id text, before_values jsonb, after_values jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $content$
  SELECT concat_ws('|', row_seq::text, to_char(row_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(actor, ''), coalesce(address, ''), row_action, row_entity, row_entity_id, coalesce(before_values::text, ''), coalesce(after_values::text, ''))
$content$;
--> statement-breakpoint
CREATE FUNCTION "audit_seal"() RETURNS trigger LANGUAGE plpgsql AS $seal$
DECLARE
  last_seq bigint;
  last_hash text;
  next_seq bigint;
BEGIN
  -- At commit, under one lock: the chain follows the order in which changes were committed, and
  -- the lock is taken after every row lock of the transaction, so it cannot be part of a deadlock.
  IF NEW."seq" IS NOT NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(7243043);
  SELECT "seq", "hash" INTO last_seq, last_hash FROM "audit_log" WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1;
  next_seq := coalesce(last_seq, 0) + 1;
  UPDATE "audit_log"
  SET "seq" = next_seq,
      "prev_hash" = coalesce(last_hash, ''),
      "hash" = encode(sha256(convert_to(coalesce(last_hash, '') || '|' || audit_content(next_seq, "at", "actor_id", "ip", "action", "entity", "entity_id", "before", "after"), 'UTF8')), 'hex')
  WHERE "id" = NEW."id";
  RETURN NULL;
END
$seal$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_log_seal" AFTER INSERT ON "audit_log" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_seal"();
--> statement-breakpoint
CREATE FUNCTION "audit_guard"() RETURNS trigger LANGUAGE plpgsql AS $guard$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."seq" IS NULL AND NEW."seq" IS NOT NULL
     AND (NEW."at", NEW."actor_id", NEW."ip", NEW."action", NEW."entity", NEW."entity_id", NEW."before", NEW."after")
         IS NOT DISTINCT FROM (OLD."at", OLD."actor_id", OLD."ip", OLD."action", OLD."entity", OLD."entity_id", OLD."before", OLD."after") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$guard$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_guard" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_guard"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_guard"();

--> statement-breakpoint
CREATE TRIGGER "accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "audit_row"('full_name,email,phone,address,image', 'password_hash,search_document,google_id,facebook_id,updated_at,last_sign_in_at', '');
--> statement-breakpoint
CREATE TRIGGER "account_roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "account_roles" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', 'account_id,role_id');
--> statement-breakpoint
CREATE TRIGGER "bookings_audit" AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "audit_row"('full_name,number_phone,email,description,images,car_plate', 'search_document,request_hash,idempotency_key,updated_at,reminder_sent_at', '');
--> statement-breakpoint
CREATE TRIGGER "repair_orders_audit" AFTER INSERT OR UPDATE OR DELETE ON "repair_orders" FOR EACH ROW EXECUTE FUNCTION "audit_row"('full_name,number_phone,complaint', 'search_document,updated_at,next_service_reminded_at', '');
--> statement-breakpoint
CREATE TRIGGER "repair_moves_audit" AFTER INSERT OR UPDATE OR DELETE ON "repair_moves" FOR EACH ROW EXECUTE FUNCTION "audit_row"('note,photos', '', '');
--> statement-breakpoint
CREATE TRIGGER "repair_quotes_audit" AFTER INSERT OR UPDATE OR DELETE ON "repair_quotes" FOR EACH ROW EXECUTE FUNCTION "audit_row"('signed_name,signed_address', '', '');
--> statement-breakpoint
CREATE TRIGGER "repair_quote_lines_audit" AFTER INSERT OR UPDATE OR DELETE ON "repair_quote_lines" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', '');
--> statement-breakpoint
CREATE TRIGGER "job_payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "job_payments" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', '');
--> statement-breakpoint
CREATE TRIGGER "repair_credits_audit" AFTER INSERT OR UPDATE OR DELETE ON "repair_credits" FOR EACH ROW EXECUTE FUNCTION "audit_row"('note', '', 'repair_id');
--> statement-breakpoint
CREATE TRIGGER "cash_entries_audit" AFTER INSERT OR UPDATE OR DELETE ON "cash_entries" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', '');
--> statement-breakpoint
CREATE TRIGGER "cash_days_audit" AFTER INSERT OR UPDATE OR DELETE ON "cash_days" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', 'branch,day');
--> statement-breakpoint
CREATE TRIGGER "bank_transfers_audit" AFTER INSERT OR UPDATE OR DELETE ON "bank_transfers" FOR EACH ROW EXECUTE FUNCTION "audit_row"('content', '', '');
--> statement-breakpoint
CREATE TRIGGER "orders_audit" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "audit_row"('name,phone,email,address,note', 'search_document,idempotency_key,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER "products_audit" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'search_text,search_document,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER "stock_movements_audit" AFTER INSERT OR UPDATE OR DELETE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', '');
--> statement-breakpoint
CREATE TRIGGER "branch_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "branch_settings" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', 'branch');
--> statement-breakpoint
CREATE TRIGGER "branch_bank_accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "branch_bank_accounts" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', 'branch');
--> statement-breakpoint
CREATE TRIGGER "closed_days_audit" AFTER INSERT OR UPDATE OR DELETE ON "closed_days" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', '');
--> statement-breakpoint
CREATE TRIGGER "repair_step_limits_audit" AFTER INSERT OR UPDATE OR DELETE ON "repair_step_limits" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', 'step');
--> statement-breakpoint
CREATE TRIGGER "credit_accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "credit_accounts" FOR EACH ROW EXECUTE FUNCTION "audit_row"('name,phone,email,tax_code', 'updated_at', '');
--> statement-breakpoint
CREATE TRIGGER "consents_audit" AFTER INSERT OR UPDATE OR DELETE ON "consents" FOR EACH ROW EXECUTE FUNCTION "audit_row"('email,phone', '', '');
--> statement-breakpoint
CREATE TRIGGER "privacy_notices_audit" AFTER INSERT OR UPDATE OR DELETE ON "privacy_notices" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', '', 'version');
--> statement-breakpoint
CREATE TRIGGER "privacy_requests_audit" AFTER INSERT OR UPDATE OR DELETE ON "privacy_requests" FOR EACH ROW EXECUTE FUNCTION "audit_row"('full_name,phone,email,note,answer', 'warned_at', '');
--> statement-breakpoint
CREATE TRIGGER "privacy_breaches_audit" AFTER INSERT OR UPDATE OR DELETE ON "privacy_breaches" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', '');
--> statement-breakpoint
CREATE TRIGGER "privacy_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "privacy_settings" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'updated_at', '');
--> statement-breakpoint
CREATE TRIGGER "parts_audit" AFTER INSERT OR UPDATE OR DELETE ON "parts" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'search_text,search_document,updated_at,version', '');
--> statement-breakpoint
CREATE TRIGGER "part_stock_audit" AFTER INSERT OR UPDATE OR DELETE ON "part_stock" FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'on_hand,reserved', 'part_id,branch');
