import { useMemo } from 'react';
import { useClient, useProfile } from '../../db';

/** The names a client may find at the head of a default title: their account's and their trainer's record of them. */
export function useOwnNames(): string[] {
  const profile = useProfile();
  const record = useClient(profile?.clientId ?? undefined);
  return useMemo(() => [profile?.name ?? '', record?.name ?? ''].filter(Boolean), [profile?.name, record?.name]);
}
