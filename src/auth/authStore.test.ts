import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { installMemoryStorage } from '../test/memoryStorage';

const user: UserDto = {
  id: 'u1',
  name: 'Beata Nováková',
  email: 'beata@example.com',
  role: 'client',
  language: 'sk',
  client: null,
  registration_status: 'active',
  email_verified_at: '2025-01-01T00:00:00Z',
};

/** A new page load: the store module read anew from what storage holds. */
async function reload() {
  vi.resetModules();
  return (await import('./authStore')).authStore;
}

describe('the name a device keeps for its greeting', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  it('is known after a reload before GET /api/user answers (offline it never does)', async () => {
    (await reload()).signIn('tok', user);
    const after = await reload();
    expect(after.get()).toMatchObject({ user: null, name: 'Beata Nováková' });
  });
  it('goes with the sign-out', async () => {
    const store = await reload();
    store.signIn('tok', user);
    store.clear();
    expect((await reload()).get().name).toBeNull();
  });
});
