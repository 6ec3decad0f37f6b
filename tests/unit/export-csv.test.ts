import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants';
import { csvCell, csvLines, csvStyle } from '../../server/areas/export/csv';
import { SERVER_AREAS } from '../../server/areas';
import { exportColumns } from '../../server/areas/export/columns';
import { exportParts } from '../../server/areas/export/parts';
import { README_WORDS, readmeText } from '../../server/areas/export/readme';
import type { Viewer } from '../../server/replication/viewer';
import type { Db } from '../../server/db/database';
import { ENTITIES } from '../../domain/entities';

const en = csvStyle('en');
const sk = csvStyle('sk');

describe('export CSV cells', () => {
  it('writes numbers with the language’s decimal mark, integers as they are', () => {
    expect(csvCell(82.5, en)).toBe(82.5);
    expect(csvCell(82.5, sk)).toBe('82,5');
    expect(csvCell(-0.25, csvStyle('cz'))).toBe('-0,25');
    expect(csvCell(1250, sk)).toBe(1250);
  });

  it('writes null and missing as empty, booleans as words, lists and objects as JSON', () => {
    expect(csvCell(null, en)).toBe('');
    expect(csvCell(undefined, en)).toBe('');
    expect(csvCell(true, en)).toBe('true');
    expect(csvCell(false, sk)).toBe('false');
    expect(csvCell(['a', 'b'], en)).toBe('["a","b"]');
    expect(csvCell({ c1: 'approved' }, en)).toBe('{"c1":"approved"}');
    expect(csvCell(new Date('2026-03-02T07:00:00Z'), en)).toBe('2026-03-02T07:00:00.000Z');
  });

  it('keeps a spreadsheet from running text as a formula, but leaves negative numbers alone', () => {
    for (const text of ['=1+1', '+421 900', '-stretch', '@SUM(A1)', '\tx']) expect(csvCell(text, en)).toBe(`'${text}`);
    expect(csvCell(-5, en)).toBe(-5);
    expect(csvCell(-5.5, sk)).toBe('-5,5');
    expect(csvCell('Ľubomír Šťastný', en)).toBe('Ľubomír Šťastný');
  });
});

describe('export CSV lines', () => {
  const columns = ['id', 'name', 'weightKg', 'tags'];
  const rows = [
    { id: '1', name: 'Božena, "B"', weightKg: 72.5, tags: ['x'] },
    { id: '2', name: 'line\nbreak', weightKg: null, extra: 'not a column' },
  ];

  it('quotes what needs quoting and reads back to the same values (en: comma)', () => {
    const text = csvLines(rows, columns, en, { header: true });
    expect(text.endsWith('\r\n')).toBe(true);
    const back = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(back.errors).toEqual([]);
    expect(back.data).toEqual([
      { id: '1', name: 'Božena, "B"', weightKg: '72.5', tags: '["x"]' },
      { id: '2', name: 'line\nbreak', weightKg: '', tags: '' },
    ]);
  });

  it('uses ; and a decimal comma for Slovak and Czech, where Excel expects them', () => {
    const text = csvLines(rows, columns, sk, { header: true });
    expect(text.split('\r\n')[0]).toBe('id;name;weightKg;tags');
    expect(text).toContain('1;"Božena, ""B""";72,5;"[""x""]"');
    const back = Papa.parse<Record<string, string>>(text, { header: true, delimiter: ';', skipEmptyLines: true });
    expect(back.data[0]!.weightKg).toBe('72,5');
  });

  it('pages after the first carry no header; an empty table is its header alone', () => {
    expect(csvLines(rows.slice(0, 1), columns, en, { header: false })).toBe('1,"Božena, ""B""",72.5,"[""x""]"\r\n');
    expect(csvLines([], columns, en, { header: true })).toBe('id,name,weightKg,tags\r\n');
    expect(csvLines([], columns, en, { header: false })).toBe('');
  });
});

describe('export files', () => {
  const viewer = (role: 'trainer' | 'client') =>
    ({ user: { id: 'u', role, language: 'en' }, spaces: [], clientIds: [], profile: { id: 'u', name: 'N' } }) as unknown as Viewer;

  it('flattens every synced row to its declared fields, without the sync clocks', () => {
    for (const e of ENTITIES) {
      const cols = exportColumns(e, 'trainer');
      expect(cols[0], e.name).toBe('id');
      expect(cols).toEqual(Object.keys((e.row as unknown as { shape: object }).shape));
      expect(cols).not.toContain('clocks');
    }
  });

  it('gives a client no column of a field only the trainer sees (the private notes)', () => {
    const clients = ENTITIES.find((e) => e.name === 'clients')!;
    expect(exportColumns(clients, 'trainer')).toContain('notes');
    expect(exportColumns(clients, 'client')).not.toContain('notes');
    expect(exportColumns(clients, 'client')).toEqual(exportColumns(clients, 'trainer').filter((c) => c !== 'notes'));
    const files = exportParts({} as Db, SERVER_AREAS.tables, viewer('client'));
    expect(files.find((p) => p.file === 'clients')!.columns).not.toContain('notes');
    expect(exportParts({} as Db, SERVER_AREAS.tables, viewer('trainer')).find((p) => p.file === 'clients')!.columns).toContain('notes');
  });

  it('has words in README.txt for every file in every language', () => {
    const files = exportParts({} as Db, SERVER_AREAS.tables, viewer('trainer')).map((p) => p.file);
    expect(files).toContain('exercise-sets');
    expect(files).toContain('subscription');
    expect(files).not.toContain('notifications');
    for (const lang of LOCALES) {
      expect(files.filter((f) => !README_WORDS[lang].files[f]), lang).toEqual([]);
      const text = readmeText({ language: lang, name: 'Ľuba', at: new Date('2026-11-25T06:00:00Z'), files, csv: csvStyle(lang) });
      expect(text).toContain('Ľuba');
      expect(text).toContain('2026-11-25 06:00');
      expect(text).not.toMatch(/[^\r]\n/);
    }
  });

  it('gives a client no subscription files', () => {
    const files = exportParts({} as Db, SERVER_AREAS.tables, viewer('client')).map((p) => p.file);
    expect(files).not.toContain('subscription');
    expect(files).toContain('payments');
  });
});
