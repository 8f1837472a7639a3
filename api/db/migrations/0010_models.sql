ALTER TABLE "models" ALTER COLUMN "temperature" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "top_p" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "min_p" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "frequency_penalty" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "presence_penalty" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "input_price_per_mtok" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "output_price_per_mtok" SET DATA TYPE double precision;