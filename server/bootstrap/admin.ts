import type { AppContext } from '../context';
export async function bootstrapAdmin(_ctx: AppContext): Promise<void> {}
