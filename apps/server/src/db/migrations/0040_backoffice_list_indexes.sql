-- Back-office lists on a large database (bench/results/backoffice-api-notes.md): the standing orders list's
-- rides-ahead count probes an order's own rides, the documents list reads a page in its default order
-- (updated_at desc nulls last, id desc) from an index instead of sorting every match, and the Sentry Trips
-- tab counts a billing status from an index.
DROP INDEX "documents_updated_idx";--> statement-breakpoint
CREATE INDEX "rides_company_billing_idx" ON "rides" USING btree ("company_id","billing_status","pickup_at");--> statement-breakpoint
CREATE INDEX "rides_standing_order_ahead_idx" ON "rides" USING btree ("standing_order_id","pickup_at") WHERE "rides"."standing_order_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_updated_idx" ON "documents" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST);