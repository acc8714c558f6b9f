CREATE TABLE "application_cvs" (
	"application_id" bigint PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"flagged_spam" boolean DEFAULT false NOT NULL,
	"client_ip" text NOT NULL,
	"user_agent" text,
	"handled_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"position" text NOT NULL,
	"experience" text NOT NULL,
	"github" text,
	"cv_filename" text,
	"cv_type" text,
	"cv_size" integer,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'mailed', 'mail-failed'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"flagged_spam" boolean DEFAULT false NOT NULL,
	"client_ip" text NOT NULL,
	"user_agent" text,
	"handled_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'mailed', 'mail-failed'))
);
--> statement-breakpoint
CREATE TABLE "outbound_mail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attach_cv" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"message_id" text,
	CONSTRAINT "outbound_mail_status_check" CHECK ("outbound_mail"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"flagged_spam" boolean DEFAULT false NOT NULL,
	"client_ip" text NOT NULL,
	"user_agent" text,
	"handled_at" timestamp with time zone,
	"project_goal" text NOT NULL,
	"business_type" text NOT NULL,
	"project_scope" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"client_timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('new', 'mailed', 'mail-failed'))
);
--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_client_ip_idx" ON "applications" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_client_ip_idx" ON "contact_messages" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_mail_lead_purpose_idx" ON "outbound_mail" USING btree ("lead_kind","lead_id","purpose");--> statement-breakpoint
CREATE INDEX "outbound_mail_due_idx" ON "outbound_mail" USING btree ("next_attempt_at") WHERE "outbound_mail"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_client_ip_idx" ON "quotes" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "quotes_email_idx" ON "quotes" USING btree (lower("email"),"created_at");