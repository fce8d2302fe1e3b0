CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_create_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_hash_uq" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open_uq" ON "staff_invitations" USING btree ("event_id","email") WHERE "staff_invitations"."accepted_at" is null;--> statement-breakpoint
-- Creating events becomes a right the super-admin gives (users.can_create_events). Accounts that run
-- an event as its organizer today keep it; an organizer account with no organizer link (a desk
-- helper, someone removed from every staff) does not get it.
UPDATE "users" SET "can_create_events" = true
  WHERE "role" = 'organizer'
    AND EXISTS (SELECT 1 FROM "organizer_events" oe WHERE oe."user_id" = "users"."id" AND oe."role" = 'organizer');
