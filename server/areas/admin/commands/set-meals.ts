import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { users } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { recordAdminAction } from './record';

/** The Meals area's early-access switch for one trainer (and so their clients), recorded as an admin action. */
export async function setTrainerMealsEnabled(db: Db, actor: AuthUser, trainerId: string, on: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ mealsEnabled: on, updatedAt: new Date() })
      .where(and(eq(users.id, trainerId), eq(users.role, 'trainer')))
      .returning({ id: users.id, mealsEnabled: users.mealsEnabled });
    if (!row) throw new NotFound();
    await recordAdminAction(tx , actor, 'trainer.meals', trainerId, { mealsEnabled: on });
    return row;
  });
}
