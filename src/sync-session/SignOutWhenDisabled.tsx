import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '../auth/authStore';
import { DISABLED_LOGIN_PATH } from '../auth/disabled';
import { useSyncStatus } from '../db';

/**
 * The sync engine is often the first to hear that an admin disabled this
 * account (its event stream is poked at once): sign out on the device and go
 * to the sign-in page, which says why.
 */
export function SignOutWhenDisabled() {
  const status = useSyncStatus();
  const navigate = useNavigate();
  const disabled = status?.state === 'error' && status.reason === 'account_disabled';
  useEffect(() => {
    if (!disabled) return;
    authStore.clear();
    void navigate(DISABLED_LOGIN_PATH, { replace: true });
  }, [disabled]);
  return null;
}
