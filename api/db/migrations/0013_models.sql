CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"context_tokens" integer NOT NULL,
	"max_output_tokens" integer NOT NULL,
	"reasoning" boolean DEFAULT false NOT NULL,
	"temperature" double precision,
	"top_p" double precision,
	"min_p" double precision,
	"frequency_penalty" double precision,
	"presence_penalty" double precision,
	"input_price_per_mtok" double precision,
	"output_price_per_mtok" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "model_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "models_one_default_key" ON "models" USING btree ("is_default") WHERE "models"."is_default";--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;