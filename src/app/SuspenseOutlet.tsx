import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../ui/Spinner';

/** An Outlet whose screen may still be loading (lazy routes); the frame around it stays. */
export function SuspenseOutlet() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('common.loading')} />}>
      <Outlet />
    </Suspense>
  );
}
