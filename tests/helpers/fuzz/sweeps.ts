import { isTimeField, looksLikeTime, TIME_BAD } from './cases';
import { changeAt, placesIn, Raw, valueAt, type Path } from './values';

/**
 * The bodies of a target's sweeps, made from a good body (`sampleBody(form)`,
 * made again for each so the ids are new): each of TIME_BAD in each date or
 * time field alone, a lone surrogate in every free text, and NUL in every free
 * text behind a 5,000-deep first field (runner.ts says why each).
 */
export function sweepBodies(sampleBody: (form: number) => unknown): (() => unknown)[] {
  const sample = sampleBody(0);
  const leaves = placesIn(sample).filter((p) => {
    const v = valueAt(sample, p);
    return v === null || typeof v !== 'object';
  });
  const times = leaves.filter((p) => looksLikeTime(valueAt(sample, p)) || (typeof p[p.length - 1] === 'string' && isTimeField(p[p.length - 1] as string)));
  const texts = leaves.filter((p) => /^x+$/.test(valueAt(sample, p) as string));
  const everywhere = (places: Path[], value: unknown, from: unknown) => places.reduce((b, p) => changeAt(b, p, () => value), from);
  // Each bad value with the next form of the good values that have several (weekly, monthly, daily recurrences): all paths, no more cases.
  const bodies: (() => unknown)[] = [];
  for (const p of times) TIME_BAD.forEach((bad, k) => bodies.push(() => changeAt(sampleBody(k), p, () => bad)));
  if (texts.length) bodies.push(() => everywhere(texts, '\ud800', sampleBody(0)));
  if (texts.length && sample && typeof sample === 'object' && !Array.isArray(sample)) {
    // The NUL check walked the body depth first and gave up on a deep first field; a field the API then dropped let the NUL through.
    bodies.push(() => ({ fuzzDeep: new Raw('['.repeat(5000) + ']'.repeat(5000), '<5000-deep array>'), ...(everywhere(texts, 'x\u0000y', sampleBody(0)) as object) }));
  }
  return bodies;
}
