import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Role } from '../../../domain/constants';
import { signOut } from '../../auth/signOut';
import { pendingCount, useUserDb } from '../../db';
import { endSession, triggerSync } from '../../sync-session/session';
import { useSignedInUserId } from '../../sync-session/SyncScope';
import { loadOnFirstUse, type FirstUseTrigger } from '../../ui/loadOnFirstUse';

// The warning (a Radix alert dialog) loads when the user reaches for a sign-out button, not with the frame.
const ConfirmDialog = loadOnFirstUse(() => import('../../ui/ConfirmDialog').then((m) => m.ConfirmDialog));

export interface GuardedSignOut {
  /** Signs out, or first asks when changes are still waiting for the server. */
  request(): Promise<void>;
  busy: boolean;
  /** The server's message when signing out failed (a trainer stays signed in, docs/rules/accounts.md "Sign-in"). */
  error: string | null;
  /** Render this somewhere below: the warning dialog. */
  dialog: ReactNode;
  /** Spread on the sign-out buttons: reaching for one fetches the warning's script. */
  trigger: FirstUseTrigger;
}

/**
 * Sign-out that never drops unsynced work silently: with pending mutations
 * it asks first ("Stay and sync" / "Sign out anyway"); signing out anyway
 * deletes this user's local database, so nothing stays behind on the device.
 */
export function useGuardedSignOut(role: Role): GuardedSignOut {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const db = useUserDb();
  const userId = useSignedInUserId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warnCount, setWarnCount] = useState(0);

  async function leave(deleteData: boolean) {
    setBusy(true);
    setError(null);
    const result = await signOut(role);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    navigate('/login', { replace: true });
    await endSession(userId, { deleteData });
  }

  async function request() {
    const pending = await pendingCount(db).catch(() => 0);
    if (pending > 0) {
      setWarnCount(pending);
      return;
    }
    await leave(false);
  }

  const dialog = (
    <ConfirmDialog
      open={warnCount > 0}
      onOpenChange={(open) => {
        if (open) return;
        setWarnCount(0);
        // "Stay and sync": try to get the changes out now.
        triggerSync('stay');
      }}
      title={t('sync.logout.title')}
      cancelLabel={t('sync.logout.stay')}
      confirmLabel={t('sync.logout.signOut')}
      onConfirm={() => {
        setWarnCount(0);
        void leave(true);
      }}
    >
      <p>{warnCount === 1 ? t('sync.logout.textOne') : t('sync.logout.text', { count: warnCount })}</p>
    </ConfirmDialog>
  );

  return {
    request,
    busy,
    error,
    dialog,
    trigger: ConfirmDialog.trigger,
  };
}
