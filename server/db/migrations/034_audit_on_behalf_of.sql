-- "Agency A on behalf of brand B" (issue 25 item 3; docs/decisions/077-agencies-inside-a-brand.md):
-- a write made inside a brand by an agency names the agency and its user beside the stand-in
-- brand user. No foreign keys: the log is history and outlives the rows it names. Adding columns
-- is no UPDATE, so the append-only trigger of 017 stands; the Activity view's "agency / not agency"
-- filter reads the brand's rows newest first through audit_log_brand_idx, as the unfiltered list.
ALTER TABLE audit_log ADD COLUMN agency_id bigint, ADD COLUMN agency_user_id bigint;
