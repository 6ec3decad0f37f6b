/** Ctrl+Enter (Cmd+Enter on a Mac) sends; a plain Enter is a new line, as a phone's keyboard has no other way to make one. */
export function sendsOnKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; nativeEvent?: { isComposing?: boolean } }): boolean {
  return e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent?.isComposing;
}

/** Whether the device's keyboard shortcut is Cmd (Apple) rather than Ctrl, for the hint under the composer. */
export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
