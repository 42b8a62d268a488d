-- Writing and moderating company reviews (issue 20), on the table of 0007.
-- Salary and interview entries carry no star rating of their own (the form asks none), so the
-- rule of 0007 becomes: company reviews and benefits must be rated, photos must not be.
ALTER TABLE company_reviews DROP CONSTRAINT IF EXISTS company_reviews_check;
ALTER TABLE company_reviews ADD CONSTRAINT company_reviews_rating_by_type
  CHECK ((type NOT IN ('company_review', 'benefits') OR rating IS NOT NULL) AND (type <> 'workplace_photo' OR rating IS NULL));

-- Why a review was rejected (shown to its author only), helpful votes and reports counted on the
-- row itself so the public list sorts by them without a join, and the photo's gallery entry.
ALTER TABLE company_reviews
  ADD COLUMN moderation_reason text CHECK (length(moderation_reason) <= 500),
  ADD COLUMN helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  ADD COLUMN report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0);

-- "One review of a kind per company per candidate per twelve months" looks here.
CREATE INDEX company_reviews_author_kind_idx ON company_reviews (user_id, company_id, type, created_at DESC);
CREATE INDEX company_reviews_helpful_idx ON company_reviews (company_id, type, helpful_count DESC, created_at DESC) WHERE status = 'approved';

-- One helpful vote per candidate and review.
CREATE TABLE company_review_votes (
  review_id bigint NOT NULL REFERENCES company_reviews (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX company_review_votes_user_idx ON company_review_votes (user_id);

-- One report per candidate and review; a few of them put the review back to pending.
CREATE TABLE company_review_reports (
  review_id bigint NOT NULL REFERENCES company_reviews (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX company_review_reports_user_idx ON company_review_reports (user_id);

-- An approved workplace photo joins the company's gallery; the entry goes with its review.
ALTER TABLE company_gallery_items ADD COLUMN review_id bigint UNIQUE REFERENCES company_reviews (id) ON DELETE CASCADE;
