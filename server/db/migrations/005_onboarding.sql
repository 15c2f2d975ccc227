-- Onboarding lifecycle beyond the flags of 001 (docs/decisions/015-onboarding.md).
-- submitted_at starts the account manager's 72-hour feedback window; review_started_at marks
-- "under review" (the account manager opened the submission); rejection_reason is shown to the
-- owner after a submission was sent back, until the next submission.
ALTER TABLE brands
  ADD COLUMN onboarding_submitted_at      timestamptz,
  ADD COLUMN onboarding_review_started_at timestamptz,
  ADD COLUMN onboarding_approved_at       timestamptz,
  ADD COLUMN onboarding_rejection_reason  text;
