import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/authStore';
import { signOut } from '../../auth/signOut';
import { AppShell } from './AppShell';

/** docs/rules/subscriptions.md "Registration and checkout": a trainer still in pending_payment may not use the app; the layout signs them out to /login. */
export function TrainerLayout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const pending = user?.role === 'trainer' && user.registration_status === 'pending_payment';

  useEffect(() => {
    if (!pending) return;
    void signOut('trainer', { always: true }).then(() => navigate('/login', { replace: true }));
  }, [pending, navigate]);

  if (pending) return null;
  return <AppShell role="trainer" />;
}
