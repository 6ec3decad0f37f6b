import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv';

describe('CSV reader (RFC 4180)', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    const text = 'title,description\r\n"Squat, back","He said ""deep"""\r\n"Plank","line one\r\nline two"\r\n';
    const table = parseCsv(text);
    expect(table.records.map((r) => r.cells)).toEqual([
      ['title', 'description'],
      ['Squat, back', 'He said "deep"'],
      ['Plank', 'line one\r\nline two'],
    ]);
    // The record after a multi-line cell starts on its own line number.
    expect(table.records.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(table.unclosedQuote).toBe(false);
  });

  it('gives each record the line it starts on, skipping blank lines', () => {
    const table = parseCsv('a,b\n"x\ny",1\n\nz,2');
    expect(table.records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['x\ny', '1']],
      [5, ['z', '2']],
    ]);
  });

  it('detects semicolons and tabs, drops a BOM and keeps empty cells', () => {
    expect(detectDelimiter('title;category;equipment\nx;y;z')).toBe(';');
    expect(detectDelimiter('title\tcategory\nx\ty')).toBe('\t');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    const table = parseCsv('\uFEFFtitle;category;\nDřep;;\n');
    expect(table.delimiter).toBe(';');
    expect(table.records.map((r) => r.cells)).toEqual([['title', 'category', ''], ['Dřep', '', '']]);
  });

  it('reports a quote that is never closed', () => {
    const table = parseCsv('title\n"Squat\nPlank\n');
    expect(table.unclosedQuote).toBe(true);
    expect(table.records[1]?.cells).toEqual(['Squat\nPlank\n']);
  });

  it('reads old Mac line ends', () => {
    expect(parseCsv('a,b\r1,2\r').records.map((r) => r.cells)).toEqual([['a', 'b'], ['1', '2']]);
  });
});
