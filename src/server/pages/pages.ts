import type { RouteName } from '../../shared/routes';
import { LANDING_ROUTES } from '../../shared/landing-path';
import type { PageModule } from '../page-contract/page-module';
import { applicationsPage } from './account/applications-page';
import { editProfilePage } from './account/edit-profile-page';
import { englishAssessmentPage, personalityAssessmentPage } from './assessments/assessment-pages';
import { interviewsPage } from './account/interviews-page';
import { notificationsPage } from './account/notifications-page';
import { savedJobsPage } from './account/saved-jobs-page';
import { accountEditPage } from './auth/account-edit-page';
import { dataExportPage } from './account/data-export-page';
import { forgotPasswordPage } from './auth/forgot-password-page';
import { loginPage } from './auth/login-page';
import { registerPage } from './auth/register-page';
import { resetPasswordPage } from './auth/reset-password-page';
import { socialCallbackPage } from './auth/social-callback-page';
import { verifyPage } from './auth/verify-page';
import { restoreEmailPage } from './auth/restore-email-page';
import { companyPage } from './company/company-page';
import { writeReviewHubPage } from './reviews/write-review-hub';
import { reviewFormPage } from './reviews/write-review-form-page';
import { aboutPage } from './content/about-page';
import { blogArticlePage } from './content/blog-article-page';
import { blogPage } from './content/blog-page';
import { contactPage } from './content/contact-page';
import { contentPage } from './content/content-page';
import { insightPage } from './content/insight-page';
import { profilePage } from './content/profile-page';
import { teamPage } from './content/team-page';
import { homePage } from './home/home-page';
import { exploreJobsPage } from './jobs/explore-jobs-page';
import { jobPage } from './jobs/job-page';
import { jobQuestionsPage } from './jobs/job-questions-page';
import { landingPage } from './jobs/landing-page';
import { jobAlertsPage } from './account/job-alerts-page';
import { jobAlertConfirmPage } from './job-alerts/confirm-page';
import { jobAlertUnsubscribePage } from './job-alerts/unsubscribe-page';

const landingByWords = { en: landingPage('en'), id: landingPage('id') };
/** Each landing route's page, by the language its words are in. */
const landingPages = Object.fromEntries(Object.entries(LANDING_ROUTES).map(([name, words]) => [name, landingByWords[words]]));

/** Every route's page. Placeholders hold the place of content that later work fills in. */
// Each page knows its own data type; the registry only hands data from prepare() to meta() and Page.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAGES: Partial<Record<RouteName, PageModule<any>>> = {
  home: homePage,
  about: aboutPage,
  blog: blogPage,
  'blog-article': blogArticlePage,
  contact: contactPage,
  'explore-jobs': exploreJobsPage,
  insight: insightPage,
  team: teamPage,
  company: companyPage,
  page: contentPage,
  profile: profilePage,
  job: jobPage,
  'job-questions': jobQuestionsPage,
  ...landingPages,
  'job-alerts-confirm': jobAlertConfirmPage,
  'job-alerts-unsubscribe': jobAlertUnsubscribePage,
  login: loginPage,
  register: registerPage,
  verify: verifyPage,
  'restore-email': restoreEmailPage,
  'forgot-password': forgotPasswordPage,
  'reset-password': resetPasswordPage,
  'social-callback': socialCallbackPage,
  'assessment-english': englishAssessmentPage,
  'assessment-personality': personalityAssessmentPage,
  'account-bookmark': savedJobsPage,
  'account-edit': accountEditPage,
  'account-data-export': dataExportPage,
  'account-edit-profile': editProfilePage,
  'account-interview-action': interviewsPage,
  'account-job-alerts': jobAlertsPage,
  'account-job-applications': applicationsPage,
  'account-notification': notificationsPage,
  'account-write-review': writeReviewHubPage,
  'account-write-review-benefits': reviewFormPage('benefits'),
  'account-write-review-company-review': reviewFormPage('company-review'),
  'account-write-review-interview': reviewFormPage('interview'),
  'account-write-review-salary': reviewFormPage('salary'),
  'account-write-review-workplace-photo': reviewFormPage('workplace-photo'),
};
