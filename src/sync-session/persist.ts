/**
 * Asks the browser to keep this origin's storage under pressure (the outbox
 * holds work not yet on the server). Chromium grants it to installed or
 * often used sites without a prompt; elsewhere it may be refused, harmlessly.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
