import { TextField } from '../../../client/components/forms/fields';
import { LIMITS } from '../../../shared/validation/messages';
import { requestContext } from '../../context/request-context';

/**
 * A new password and its confirmation, as registration, password reset and account
 * settings ask for them (the schemas in shared/validation check the same rules).
 */
export function NewPasswordFields({
  labelKey = 'auth:fields.newPassword',
}: {
  labelKey?: 'auth:fields.password' | 'auth:fields.newPassword';
}) {
  const { t } = requestContext();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t(labelKey)}
        hint={t('auth:fields.passwordHint', { count: LIMITS.passwordMin })}
        autoComplete="new-password"
        minLength={LIMITS.passwordMin}
        required
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={t('auth:fields.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
