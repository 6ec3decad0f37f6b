/** One record of a CSV file and the line it starts on (1-based), for row numbers in warnings. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: string;
  records: CsvRecord[];
  /** A quoted cell ran to the end of the file. */
  unclosedQuote: boolean;
}

/**
 * The delimiter of the header line: comma, or semicolon as spreadsheets write it in
 * Slovak and Czech locales, or tab. Counted outside quotes.
 */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  let best = ',';
  for (const d of [';', '\t']) if (counts[d]! > counts[best]!) best = d;
  return best;
}

/**
 * RFC 4180 reader: quoted cells may hold delimiters, line breaks and doubled
 * quotes; CRLF, LF and CR line ends; a leading BOM is dropped. Blank lines are
 * left out. Cells are returned as written (not trimmed).
 */
export function parseCsv(input: string, delimiter = detectDelimiter(input.replace(/^\uFEFF/, ''))): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let i = 0;
  const n = text.length;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at its start (spaces before it are tolerated).
      cell = '';
      quoted = true;
      i++;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      cell += ch;
      i++;
    }
  }
  const unclosedQuote = quoted;
  if (cell !== '' || cells.length > 0) endRecord();
  return { delimiter, records, unclosedQuote };
}
