import { expect } from 'vitest';

type SessionDto = { id: string | null; type: string; client_ids: string[]; plan_by_client: Record<string, string | null> };

/** A concrete in-person session of the demo with a plan for its one client, as the trainer of `token` sees it. */
export async function demoInPersonSession(serverUrl: string, token: string): Promise<{ id: string; clientId: string }> {
  const res = await fetch(`${serverUrl}/api/training-sessions`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: SessionDto[] };
  const s = data.find((x) => x.id && x.type === 'in_person' && x.client_ids.length === 1 && x.plan_by_client[x.client_ids[0]!]);
  expect(s).toBeTruthy();
  return { id: s!.id!, clientId: s!.client_ids[0]! };
}
