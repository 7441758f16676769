-- A delivery's owner (docs/decisions.md 123, 198): a Replay moves it on, so the jobs queued before it can
-- no longer send the delivery or mark it dead. Existing deliveries and their queued jobs are generation 0.
ALTER TABLE "webhook_events" ADD COLUMN "delivery_generation" integer DEFAULT 0 NOT NULL;