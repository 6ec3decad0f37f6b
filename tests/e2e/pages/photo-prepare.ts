import { preparePhoto } from '../../../src/features/photos/image/prepare';

/** The page side of tests/e2e/support/photo-page.ts: prepares a served file as the app prepares a picked one. */
async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

async function prepare(name: string) {
  const file = await (await fetch(`/in/${name}`)).blob();
  const t0 = performance.now();
  const p = await preparePhoto(file);
  const ms = performance.now() - t0;
  return { full: await base64(p.full), thumb: await base64(p.thumb), width: p.width, height: p.height, mime: p.mime, sha256: p.sha256, thumbSha256: p.thumbSha256, ms };
}

(window as unknown as { photoPage: unknown }).photoPage = { prepare };
