import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { BOM, csvLines, type CsvStyle } from './csv';
import type { ExportPart } from './parts';

/** Deflate level: JSON and CSV shrink about tenfold at 6, and higher levels cost CPU for little more. */
const LEVEL = 6;

export interface ZipSource {
  readme: string;
  parts: ExportPart[];
  csv: CsvStyle;
  /** Entry times in the zip (the export's instant). */
  at: Date;
  /** Files that are not tables (progress photos), added after them one at a time, stored as they are: a photo does not deflate. */
  files?: () => AsyncIterable<{ name: string; bytes: Uint8Array }>;
}

/**
 * The export as a zip, made as it is read. Each pull of the stream reads one
 * page of one table and deflates it into the zip, so the server holds a page
 * of rows and the compressor's window, never the account: a slow download
 * slows the reading of the database (Node's stream backpressure), and a
 * cancelled one stops it. A zip's entries follow one another, so each table
 * is read twice, once for its JSON file and once for its CSV file, rather than
 * held until its first file is done.
 */
export function zipStream(src: ZipSource): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  let ended = false;
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else {
      if (chunk.length) out.push(chunk);
      if (final) ended = true;
    }
  });
  const steps = produce(zip, src);

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          while (!out.length && !ended) {
            const step = await steps.next();
            if (failure) throw failure;
            if (step.done) break;
            // PGlite answers in the same thread without ever returning to the event loop: let other requests and the socket have a turn after each page.
            await new Promise((resolve) => setImmediate(resolve));
          }
          while (out.length) controller.enqueue(out.shift()!);
          if (ended) controller.close();
        } catch (e) {
          await steps.return(undefined);
          controller.error(e);
        }
      },
      async cancel() {
        await steps.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** Adds the files one after another, yielding after each piece so the stream can hand on what the zip made. */
async function* produce(zip: Zip, src: ZipSource): AsyncGenerator<void> {
  const entry = (name: string) => {
    const f = new ZipDeflate(name, { level: LEVEL });
    f.mtime = src.at;
    zip.add(f);
    return f;
  };
  const readme = entry('README.txt');
  readme.push(strToU8(src.readme), true);
  yield;
  for (const part of src.parts) {
    const json = entry(`json/${part.file}.json`);
    let first = true;
    for await (const page of part.pages()) {
      json.push(strToU8(`${first ? '[\n' : ',\n'}${page.map((r) => JSON.stringify(r)).join(',\n')}`));
      first = false;
      yield;
    }
    json.push(strToU8(first ? '[]\n' : '\n]\n'), true);
    yield;
    const csv = entry(`csv/${part.file}.csv`);
    csv.push(strToU8(BOM + csvLines([], part.columns, src.csv, { header: true })));
    for await (const page of part.pages()) {
      csv.push(strToU8(csvLines(page, part.columns, src.csv, { header: false })));
      yield;
    }
    csv.push(new Uint8Array(0), true);
    yield;
  }
  for await (const file of src.files?.() ?? []) {
    const f = new ZipPassThrough(file.name);
    f.mtime = src.at;
    zip.add(f);
    f.push(file.bytes, true);
    yield;
  }
  zip.end();
}
