import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

/** A new password with its confirmation, as registration, reset and invitation sign-up ask for it. */
export function NewPasswordFields(props: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string;
  confirmationError?: string;
  min: number;
  /** 'auth.fields.password' for a first password, 'auth.fields.newPassword' for a replacement. */
  labelKey?: 'auth.fields.password' | 'auth.fields.newPassword';
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(props.labelKey ?? 'auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint', { min: props.min })}
        error={props.passwordError}
        {...props.password}
      />
      <TextField
        label={t('auth.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={props.confirmationError}
        {...props.confirmation}
      />
    </>
  );
}
