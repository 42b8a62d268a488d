-- A company's postal code (kode pos, five digits), for the postal address in its Organization
-- markup and its jobs' hiringOrganization (issue 36). Optional: companies without one are shown
-- and marked up without it.
ALTER TABLE companies ADD COLUMN postal_code text CHECK (postal_code ~ '^[0-9]{5}$');
