-- Since when a partner has been in its working mode with the brand (issue 24 item 3; decision 067):
-- the screens say how a partner's statuses hold together ("Joined 3 Mar · blocked since 12 Nov"),
-- so the moment of the last change is kept beside the mode. A trigger keeps it for every writer
-- (the working-mode service, bulk changes, the demo, the ops CLI): a new row starts at its join, a
-- change of mode restarts it now — unless the same statement sets it (a backdated import or demo).
ALTER TABLE brand_partners ADD COLUMN working_mode_since timestamptz;
UPDATE brand_partners SET working_mode_since = joined_at;
ALTER TABLE brand_partners ALTER COLUMN working_mode_since SET NOT NULL;

CREATE FUNCTION brand_partners_mode_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.working_mode_since := COALESCE(NEW.working_mode_since, NEW.joined_at);
  ELSIF NEW.working_mode IS DISTINCT FROM OLD.working_mode AND NEW.working_mode_since IS NOT DISTINCT FROM OLD.working_mode_since THEN
    NEW.working_mode_since := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER brand_partners_mode_since BEFORE INSERT OR UPDATE ON brand_partners
  FOR EACH ROW EXECUTE FUNCTION brand_partners_mode_since();
