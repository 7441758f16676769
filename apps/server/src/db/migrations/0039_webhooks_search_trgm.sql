-- The webhooks log's search (name or payload text by substring, bench/results/webhooks-api-notes.md):
-- trigram indexes, so a search reads its matches instead of every attempt.
CREATE INDEX "webhooks_name_trgm" ON "webhooks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhooks_payload_trgm" ON "webhooks" USING gin (("payload"::text) gin_trgm_ops);