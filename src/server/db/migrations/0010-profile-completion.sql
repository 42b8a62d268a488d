-- What the profile completion indicator needs: one flag per section. The weighting into a
-- percentage lives in code (rules are not in the spec and will change); the flags are here
-- so the account pages and recruiters' lists read them in one query.
CREATE VIEW candidate_profile_completion AS
SELECT
  p.user_id,
  (p.gender IS NOT NULL AND p.date_of_birth IS NOT NULL AND p.address_city_id IS NOT NULL AND p.phone IS NOT NULL) AS basic_info,
  (coalesce(length(btrim(p.about_me)), 0) > 0) AS about_me,
  EXISTS (SELECT 1 FROM candidate_work_experiences w WHERE w.user_id = p.user_id) AS work_experience,
  EXISTS (SELECT 1 FROM candidate_organization_experiences o WHERE o.user_id = p.user_id) AS organization_experience,
  EXISTS (SELECT 1 FROM candidate_educations e WHERE e.user_id = p.user_id) AS education,
  EXISTS (SELECT 1 FROM candidate_skills s WHERE s.user_id = p.user_id) AS skills,
  EXISTS (SELECT 1 FROM candidate_awards a WHERE a.user_id = p.user_id) AS awards,
  (p.interest_category_id IS NOT NULL AND p.expected_salary IS NOT NULL) AS interest,
  (p.resume_storage_key IS NOT NULL) AS resume,
  EXISTS (SELECT 1 FROM candidate_social_links l WHERE l.user_id = p.user_id) AS social_links,
  (p.video_storage_key IS NOT NULL) AS video,
  EXISTS (SELECT 1 FROM assessment_results r WHERE r.user_id = p.user_id AND r.assessment = 'english') AS english_test,
  EXISTS (SELECT 1 FROM assessment_results r WHERE r.user_id = p.user_id AND r.assessment = 'personality') AS personality_test
FROM candidate_profiles p;
