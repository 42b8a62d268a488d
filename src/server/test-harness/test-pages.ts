/**
 * Pages that exist only in the test build (`npm run test:e2e` builds it into dist-test with
 * KARIR_TEST_HARNESS=1). A production build replaces this module with no-test-pages.ts, and its
 * server-function list skips this folder, so none of it is in a production bundle or manifest.
 */
import type { RouteName } from '../../shared/routes';
import type { PageModule } from '../page-contract/page-module';
import { applicationStatusCheckPage } from './application-status-check-page';
import { assessmentClockCheckPage } from './assessment-clock-check-page';
import { dataExportClockCheckPage } from './data-export-clock-check-page';
import { erasureCheckPage } from './erasure-check-page';
import { loginPromptCheckPage } from './login-prompt-check-page';
import { notifyCheckPage } from './notify-check-page';
import { jobAlertsRoundPage } from './job-alerts-round-page';
import { streamingCheckPage } from './streaming-check-page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const TEST_PAGES: Partial<Record<RouteName, PageModule<any>>> = {
  'streaming-check': streamingCheckPage,
  'login-prompt-check': loginPromptCheckPage,
  'notify-check': notifyCheckPage,
  'assessment-clock-check': assessmentClockCheckPage,
  'job-alerts-round-check': jobAlertsRoundPage,
  'application-status-check': applicationStatusCheckPage,
  'data-export-clock-check': dataExportClockCheckPage,
  'erasure-check': erasureCheckPage,
};
