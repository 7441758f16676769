-- The documents and cars lists' search boxes by substring (bench/results/backoffice-api-notes.md): trigram
-- indexes, so a search reads its matches instead of every row; and the cars list's sort by plate.
CREATE INDEX "documents_number_trgm" ON "documents" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_vin_trgm" ON "cars" USING gin ("vin_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_year_make_model_trgm" ON "cars" USING gin ((case when "year" is null then substr(coalesce(' ' || "make", '') || coalesce(' ' || "model", ''), 2)
    else "year"::text || coalesce(' ' || "make", '') || coalesce(' ' || "model", '') end) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_plate_sort_idx" ON "cars" USING btree ("plate_number","id");