-- The least-privileged role of the server (issue 25 item 4, docs/decisions/075-every-principal-as-allowed.md).
-- server/db/migrate.ts creates the role (cluster-wide, once) before the migrations run; the owner
-- that runs them keeps the tables. The app role reads and writes rows and nothing else: no table is
-- its own, so it cannot ALTER, DROP or TRUNCATE one nor disable a trigger, and the audit log takes
-- only its INSERTs (its SELECT serves the Activity view). The default privileges give the tables and
-- sequences of later migrations the same grants. Without the role (an owner that may not create
-- roles) this grants nothing and the server runs as the owner, as before.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'brand_console_app') THEN
    RAISE NOTICE 'role brand_console_app missing: the server will run as the owner';
    RETURN;
  END IF;
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO brand_console_app', current_database());
  GRANT USAGE ON SCHEMA public TO brand_console_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO brand_console_app;
  REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM brand_console_app;
  GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO brand_console_app;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO brand_console_app;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO brand_console_app;
END;
$$;
