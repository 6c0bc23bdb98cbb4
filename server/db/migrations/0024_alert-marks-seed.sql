-- The back office's badges count what came in since a staff member last opened a list, or since
-- their account was made when they never did. Accounts older than the badges would otherwise
-- see every booking and order ever stored as new ('99+') on upgrade, so everyone already here
-- starts from the day the badges were installed. Every account gets its mark, not only today's
-- staff: a customer made staff later counts from this day too, not from their registration.
INSERT INTO "staff_alert_marks" ("account_id", "bookings_seen_at", "orders_seen_at")
SELECT "id", now(), now() FROM "accounts"
ON CONFLICT ("account_id") DO UPDATE SET
  "bookings_seen_at" = coalesce("staff_alert_marks"."bookings_seen_at", excluded."bookings_seen_at"),
  "orders_seen_at" = coalesce("staff_alert_marks"."orders_seen_at", excluded."orders_seen_at");
