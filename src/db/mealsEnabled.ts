import { mealsOn } from '../../domain/protocol/meals-on';
import { useAuth } from '../auth/authStore';
import { useProfile } from './hooks';

/**
 * Whether the Meals area is on for the signed-in user (users.meals_enabled,
 * an admin's per-trainer switch; default on). The synced profile row says so
 * offline; before the first pull has brought it, the sign-in answer does.
 */
export function useMealsEnabled(): boolean {
  const profile = useProfile();
  const { user } = useAuth();
  if (profile) return mealsOn(profile);
  return user?.meals_enabled !== false;
}
