import { AppShell } from './AppShell';

export function ClientLayout() {
  return <AppShell role="client" />;
}
