import { AppShell } from './AppShell';

export function AdminLayout() {
  return <AppShell role="admin" bell={false} />;
}
