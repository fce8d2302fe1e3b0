CREATE INDEX "runners_active_shirt_idx" ON "runners" USING btree ("shirt_id") WHERE "runners"."is_active";--> statement-breakpoint
-- raceday_place_order with shirt stock (RD004) was restated here: db/functions/place_order.sql.
SELECT 1;
