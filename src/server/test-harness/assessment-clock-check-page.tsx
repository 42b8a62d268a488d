import { ActionForm } from '../../client/components/forms/action-form';
import { SubmitButton, TextField } from '../../client/components/forms/fields';
import { advanceClock } from './assessment-clock-check';
import { definePage } from '../page-contract/page-module';

/** Test harness (test builds only): the signed-in candidate's assessment clock, moved on by hand. */
export const assessmentClockCheckPage = definePage({
  meta: () => ({ title: 'Assessment clock', description: 'Test page', noindex: true }),
  Page: () => (
    <section className="container page-section">
      <h1>Assessment clock</h1>
      <ActionForm action={advanceClock} successDialog={false}>
        <TextField name="minutes" label="Minutes" defaultValue="31" />
        <SubmitButton>Advance the clock</SubmitButton>
      </ActionForm>
    </section>
  ),
});
