import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/authStore';
import { UserDbProvider } from '../db/context';
import { LoadingScreen } from '../ui/Spinner';
import { setSyncUserId, signedInUserId } from './identity';
import { startSync } from './session';

/** The user whose data this device shows (identity.ts, signedInUserId). */
export function useSignedInUserId(): string | null {
  return signedInUserId(useAuth());
}

/**
 * Around the signed-in layouts: opens the user's own local database for the
 * screens and keeps the sync engine running for that user.
 */
export function SyncScope({ children, waiting }: { children: ReactNode; /** Shown until the user is known (default: a loading screen). */ waiting?: ReactNode }) {
  const { t } = useTranslation();
  const { token, user } = useAuth();
  const userId = useSignedInUserId();

  useEffect(() => {
    if (token && user) setSyncUserId(user.id);
  }, [token, user]);

  useEffect(() => {
    if (userId && token) void startSync(userId, token);
  }, [userId, token]);

  if (!userId) return waiting ?? <LoadingScreen label={t('common.loading')} />;
  return <UserDbProvider userId={userId}>{children}</UserDbProvider>;
}
