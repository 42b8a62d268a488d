/** What a production build has in place of test-pages.ts: nothing. */
import type { RouteName } from '../../shared/routes';
import type { PageModule } from '../page-contract/page-module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const TEST_PAGES: Partial<Record<RouteName, PageModule<any>>> = {};
