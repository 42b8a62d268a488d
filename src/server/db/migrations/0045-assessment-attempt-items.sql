-- The item banks live in code (src/server/assessments/items), where both languages and the
-- answer keys are reviewed with the code that scores them. An attempt records which items it
-- drew, in the order asked, with each answer beside its item; answering an item the attempt did
-- not draw finds no row. assessment_questions / assessment_answers (0008) stay for older data.
CREATE TABLE assessment_attempt_items (
  attempt_id bigint NOT NULL REFERENCES assessment_attempts (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  item_key text NOT NULL,
  answer_key text,
  answered_at timestamptz,
  PRIMARY KEY (attempt_id, position),
  UNIQUE (attempt_id, item_key),
  CHECK ((answer_key IS NULL) = (answered_at IS NULL))
);

-- The page the candidate was on: a reload, a closed tab or a lost connection resumes there.
ALTER TABLE assessment_attempts ADD COLUMN current_page smallint NOT NULL DEFAULT 0 CHECK (current_page >= 0);
-- When an expired attempt was scored (submitted_at stays for attempts the candidate finished).
ALTER TABLE assessment_attempts ADD COLUMN ended_at timestamptz;
UPDATE assessment_attempts SET ended_at = coalesce(submitted_at, expires_at) WHERE status <> 'in_progress';
