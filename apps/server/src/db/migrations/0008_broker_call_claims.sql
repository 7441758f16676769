ALTER TABLE "broker_calls" ADD COLUMN "outcome" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "broker_calls" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "broker_calls" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "broker_calls" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_calls_one_open_per_ride" ON "broker_calls" USING btree ("ride_id") WHERE outcome in ('pending', 'unknown');--> statement-breakpoint
ALTER TABLE "broker_calls" ADD CONSTRAINT "broker_calls_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "broker_calls" ADD CONSTRAINT "broker_calls_outcome" CHECK (outcome in ('pending', 'succeeded', 'refused', 'unknown', 'not_applied'));--> statement-breakpoint
-- Calls made before claims were answered in the same request: a yes was applied, anything else refused.
UPDATE "broker_calls" SET "answered_at" = "created_at", "outcome" = CASE WHEN "status_code" = 200 AND "response"->>'status_code' = '200' THEN 'succeeded' ELSE 'refused' END;
