import { localizePath } from '../../../shared/locales';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

/**
 * The provider's redirect is answered by the Express route in http/social-login-routes.ts before
 * pages are matched; anyone who still lands here (a flight request, a stale link) goes to
 * the login page, as every auth callback does.
 */
export const socialCallbackPage = definePage({
  prepare: async () => ({
    kind: 'redirect',
    location: `${localizePath('/auth/login', requestContext().locale)}?social_error=expired`,
    status: 302,
  }),
  meta: () => ({ title: '', description: '' }),
  Page: () => null,
});
