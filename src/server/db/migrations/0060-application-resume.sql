-- An application carries its own copy of the resume as it was when sent: replacing or deleting
-- the profile's resume later does not change what the employer received. The copy is an object
-- of its own (a key of its own), removed with the account like the profile's files. The profile
-- travels the same way, as a snapshot of what it said when the application was sent.
ALTER TABLE applications
  ADD COLUMN profile_snapshot jsonb CHECK (jsonb_typeof(profile_snapshot) = 'object'),
  ADD COLUMN resume_storage_key text UNIQUE,
  ADD COLUMN resume_file_name text CHECK (length(resume_file_name) <= 255),
  ADD COLUMN resume_size_bytes integer CHECK (resume_size_bytes > 0),
  ADD COLUMN resume_mime text,
  ADD CONSTRAINT applications_resume_complete CHECK (
    (resume_storage_key IS NULL) = (resume_file_name IS NULL)
    AND (resume_storage_key IS NULL) = (resume_size_bytes IS NULL)
    AND (resume_storage_key IS NULL) = (resume_mime IS NULL));
