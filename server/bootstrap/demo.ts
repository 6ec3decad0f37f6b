import type { AppContext } from '../context';
export async function seedDemo(_ctx: AppContext): Promise<void> {}
