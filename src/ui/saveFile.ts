/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; a minute is plenty for a slow disk.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
