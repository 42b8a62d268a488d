import type { RouteName } from '../../shared/routes';
import type { PageModule } from './page-module';
import { placeholderPage } from './placeholder-page';
import { streamingCheckPage } from './streaming-check-page';
import { homePage } from './home/home-page';
import { exploreJobsPage } from './jobs/explore-jobs-page';
import { jobPage } from './jobs/job-page';
import { jobQuestionsPage } from './jobs/job-questions-page';

/** Every route's page. Placeholders hold the place of content that later work fills in. */
export const PAGES: Record<RouteName, PageModule<never> | PageModule<unknown>> = {
  home: homePage,
  about: placeholderPage('about'),
  blog: placeholderPage('blog'),
  'blog-article': placeholderPage('blog-article'),
  contact: placeholderPage('contact'),
  'explore-jobs': exploreJobsPage,
  insight: placeholderPage('insight'),
  team: placeholderPage('team'),
  company: placeholderPage('company'),
  page: placeholderPage('page'),
  profile: placeholderPage('profile'),
  job: jobPage,
  'job-questions': jobQuestionsPage,
  login: placeholderPage('login'),
  register: placeholderPage('register'),
  verify: placeholderPage('verify'),
  'forgot-password': placeholderPage('forgot-password'),
  'reset-password': placeholderPage('reset-password'),
  'social-callback': placeholderPage('social-callback'),
  'assessment-english': placeholderPage('assessment-english'),
  'assessment-personality': placeholderPage('assessment-personality'),
  'account-bookmark': placeholderPage('account-bookmark'),
  'account-edit': placeholderPage('account-edit'),
  'account-edit-profile': placeholderPage('account-edit-profile'),
  'account-interview-action': placeholderPage('account-interview-action'),
  'account-job-applications': placeholderPage('account-job-applications'),
  'account-notification': placeholderPage('account-notification'),
  'account-write-review': placeholderPage('account-write-review'),
  'account-write-review-benefits': placeholderPage('account-write-review-benefits'),
  'account-write-review-company-review': placeholderPage('account-write-review-company-review'),
  'account-write-review-interview': placeholderPage('account-write-review-interview'),
  'account-write-review-salary': placeholderPage('account-write-review-salary'),
  'account-write-review-workplace-photo': placeholderPage('account-write-review-workplace-photo'),
  'streaming-check': streamingCheckPage,
};
