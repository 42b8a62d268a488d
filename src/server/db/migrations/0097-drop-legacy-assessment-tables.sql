-- Since 0045 the item banks live in code (src/server/assessments/items) and each answer sits
-- beside its item in assessment_attempt_items. The 0008 bank and answer tables were kept for
-- older data, but nothing in the product reads them: the seed still filled a bank no page
-- asks, and only the data export and the retention task looked at old answers. Their answers
-- point at bank rows no scoring uses; each finished attempt keeps its row and its result.
DROP TABLE IF EXISTS assessment_answers;
DROP TABLE IF EXISTS assessment_questions;
