import { ActionForm } from '../../client/components/forms/action-form';
import { LoginRequiredButton } from '../../client/components/login-required-button';
import { protectedCheck } from './protected-check';
import { requestContext } from '../context/request-context';
import { definePage } from '../page-contract/page-module';

/** Test harness (test builds only): one protected action behind the shared LoginRequiredButton. */
export const loginPromptCheckPage = definePage({
  meta: () => ({ title: 'Login prompt check', description: 'Test page', noindex: true }),
  Page: () => {
    const { loggedIn, path } = requestContext();
    return (
      <section className="container page-section">
        <h1>Login prompt check</h1>
        <ActionForm action={protectedCheck}>
          <LoginRequiredButton loggedIn={loggedIn} returnPath={path} className="button button--primary">
            Protected action
          </LoginRequiredButton>
        </ActionForm>
      </section>
    );
  },
});
