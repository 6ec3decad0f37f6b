const ASCII = /^[\x20-\x7e]*$/;

/**
 * Folds text for matching: lower case, no diacritics, single spaces. 'Dřep' and
 * 'drep' fold to the same text, so a trainer can type without Slovak or Czech
 * accents.
 */
export function foldText(text: string): string {
  // Most names are plain ASCII; skipping Unicode normalization keeps imports and search fast.
  if (ASCII.test(text)) {
    const lower = text.toLowerCase();
    return lower.includes('  ') || lower !== lower.trim() ? lower.replace(/ +/g, ' ').trim() : lower;
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
