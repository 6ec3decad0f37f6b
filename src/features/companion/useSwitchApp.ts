import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { isApiError } from '../../api/ApiError';
import { switchApp } from './switchApp';

/** The switch button's state: busy while it runs, the failure in words (offline included) when it did not. */
export function useSwitchApp() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const home = await switchApp();
      void navigate(home, { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : MESSAGES.networkError);
      setBusy(false);
    }
  };
  return { run, busy, error };
}
