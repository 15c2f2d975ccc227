-- The partner-contract list (issue 25 item 1, decision 074) shows beside each contract the application
-- or invitation it answered, and finds a contract by that record's id: both look records up by contract.
CREATE INDEX partner_applications_contract_idx ON partner_applications (contract_id) WHERE contract_id IS NOT NULL;
