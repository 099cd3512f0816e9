CREATE TABLE "search_index_snapshots" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"snapshot" text NOT NULL,
	"passages" integer NOT NULL,
	"build_ms" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
