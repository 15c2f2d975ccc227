-- Audit log (issue 14 item 4; docs/decisions/036-audit-log.md).
-- One row per write: who (brand_user_id; NULL for a write made by an API key or a job), for which
-- brand, what (action = the endpoint id or a finer verb, object_type + object_id), the fields that
-- changed as {"field": [before, after]}, when, and the request id and IP it came from.
-- There is no agency notion yet (a user belongs to one brand), so no on-behalf-of column: a later
-- migration adds it with the agencies.
-- No foreign keys on purpose: a row must outlive the user, offer or brand it names, and an
-- ON DELETE SET NULL would be an UPDATE, which the trigger below refuses.
CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  brand_id       bigint NOT NULL,
  brand_user_id  bigint,
  action         text NOT NULL,
  object_type    text,
  object_id      text,
  changes        jsonb NOT NULL DEFAULT '{}',
  request_id     text,
  ip             text
);
-- GET /api/audit: a brand's rows newest first, keyset on id (the append order); per object, per user
CREATE INDEX audit_log_brand_idx ON audit_log (brand_id, id DESC);
CREATE INDEX audit_log_object_idx ON audit_log (brand_id, object_type, object_id, id DESC);
CREATE INDEX audit_log_user_idx ON audit_log (brand_id, brand_user_id, id DESC);

-- Append-only in the database itself, so no route, no bug and no hand-written SQL of the app can
-- change history: UPDATE, DELETE and TRUNCATE raise. (A superuser can still drop the trigger; that
-- is an operator act outside the app, not something a request can do.)
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
