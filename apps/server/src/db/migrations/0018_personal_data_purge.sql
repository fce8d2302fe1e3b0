CREATE TABLE "personal_data_purges" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "personal_data_purges_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "purge_after_days" integer DEFAULT 90;--> statement-breakpoint
ALTER TABLE "personal_data_purges" ADD CONSTRAINT "personal_data_purges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_purges" ADD CONSTRAINT "personal_data_purges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_purge_after_days" CHECK ("events"."purge_after_days" between 1 and 3650);--> statement-breakpoint
-- Events made before this migration are never purged automatically (an old race would lose its data
-- at the first pass after deploying): their organizers choose a delay, or purge by hand. New events get 90 days.
UPDATE "events" SET "purge_after_days" = NULL;
