import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/authStore';
import { UserDbProvider } from '../db/context';
import { LoadingScreen } from '../ui/Spinner';
import { getSyncUserId, setSyncUserId } from './identity';
import { startSync } from './session';

/** The user whose data this device shows: the known user, else the one remembered with the token (offline start). */
export function useSignedInUserId(): string | null {
  const { token, user } = useAuth();
  if (!token) return null;
  return user?.id ?? getSyncUserId();
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
