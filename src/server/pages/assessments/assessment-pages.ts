import { assessmentPage } from './assessment-page';

export const englishAssessmentPage = assessmentPage('english');
export const personalityAssessmentPage = assessmentPage('personality');
