import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../domain/messages';
import { hasLoneSurrogate } from '../../domain/mutations/fields';
import type { HonoEnv } from '../context';

/** No body of the API nests deeper than a dozen levels; a deeper one is an attack on whatever walks it. */
export const MAX_JSON_DEPTH = 32;

/** Why a text can not be stored as sent, or null when it can. */
function textProblem(s: string): string | null {
  if (s.includes('\0')) return MESSAGES.nulCharacter;
  if (hasLoneSurrogate(s)) return MESSAGES.invalidCharacter;
  return null;
}

export interface Finding {
  /** 'a.0.b' (the place), '_' for the body as a whole. */
  field: string;
  message: string;
}

/**
 * The first place in a parsed JSON value nested deeper than `maxDepth`, or
 * (with `text`) holding a NUL or a lone surrogate in a key or a string.
 * Iterative, so no input can overflow the stack: an explicit stack of
 * nodes, each knowing its parent, builds a path only for the one it reports.
 */
export function findBadValue(root: unknown, { maxDepth = MAX_JSON_DEPTH, text = true }: { maxDepth?: number; text?: boolean } = {}): Finding | null {
  type Node = { value: unknown; key: string; depth: number; parent: Node | null };
  const pathOf = (n: Node | null) => {
    const parts: string[] = [];
    for (let at = n; at?.parent; at = at.parent) parts.push(at.key);
    return parts.reverse().join('.') || '_';
  };
  const stack: Node[] = [{ value: root, key: '', depth: 0, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const problem = text && textProblem(value);
      if (problem) return { field: pathOf(node), message: problem };
    } else if (value !== null && typeof value === 'object') {
      if (node.depth >= maxDepth) return { field: pathOf(node), message: MESSAGES.nestedTooDeeply };
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      // Pushed last to first, so the first field is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i]!;
        const child: Node = { value: v, key, depth: node.depth + 1, parent: node };
        const problem = text && textProblem(key);
        if (problem) return { field: pathOf(child), message: problem };
        stack.push(child);
      }
    }
  }
  return null;
}

/**
 * Where valid JSON nests deeper than `max`: the top-level field ('_' when the
 * body is an array), or null when it does not. A scan of the text with
 * strings skipped, so the common body is not parsed twice and a deep one
 * (5 MB of '[' parses in seconds) not at all. For malformed JSON the answer
 * may be wrong either way; the parse that follows decides.
 */
export function tooDeepAt(json: string, max: number): string | null {
  let depth = 0;
  let rootIsObject = false;
  let keyFrom = -1;
  let keyTo = -1;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22) {
      const from = i;
      for (i++; i < json.length; i++) {
        const d = json.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
      // In the top-level object the last string before a member's value is its key.
      if (depth === 1) [keyFrom, keyTo] = [from, i + 1];
    } else if (c === 0x5b || c === 0x7b) {
      if (depth === 0) rootIsObject = c === 0x7b;
      if (++depth > max) {
        if (!rootIsObject || keyFrom < 0) return '_';
        try {
          return String(JSON.parse(json.slice(keyFrom, keyTo)));
        } catch {
          return '_';
        }
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/**
 * In JSON text a NUL or a lone surrogate can only arrive escaped (a raw NUL is
 * malformed JSON, and the UTF-8 decoding below refuses the bytes of a raw
 * surrogate), so only a body with such an escape needs its strings read.
 * A pair written as escapes (Python's ensure_ascii) matches too: it is then
 * read and passes.
 */
export const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/;

/**
 * Bodies that answer item by item: sync push rejects the one mutation with a
 * NUL or a lone surrogate (through the text schemas) and applies the rest,
 * where refusing the whole batch would wedge a device's outbox behind it.
 * Depth and UTF-8 are still checked on the whole: the app never sends either.
 */
const PER_ITEM = new Set(['/api/sync/push']);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * Refuses, before any handler runs, input no route can take, with a 422
 * naming the field:
 * - a NUL anywhere (PostgreSQL text can not hold U+0000: error 22021, a 500
 *   after a half-done write) or a lone surrogate (it can not be written as
 *   UTF-8), in path, query and body, keys and values, so ids, slugs, tokens
 *   and fields added later are covered too;
 * - a JSON body that is not UTF-8 (decoding would replace bytes silently);
 * - a JSON body nested deeper than MAX_JSON_DEPTH (a recursive walk of it,
 *   ours or a library's, would overflow the stack).
 * The body is read once: the decoded text is left in Hono's body cache for
 * the route's validator.
 */
export function refuseBadInput(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const refuse = ({ field, message }: Finding) => c.json({ message, errors: { [field]: [message] } }, 422);
    for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
      const problem = textProblem(value);
      if (problem) return refuse({ field: name, message: problem });
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      const problem = textProblem(name) ?? values.map(textProblem).find(Boolean);
      if (problem) return refuse({ field: name, message: problem });
    }
    if (!c.req.header('content-type')?.includes('json')) return next();

    const bytes = await c.req.arrayBuffer();
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      // Name the field whose text decoding had to replace, when the rest is JSON.
      let field = '_';
      try {
        const lenient = lenientUtf8.decode(bytes);
        if (tooDeepAt(lenient, MAX_JSON_DEPTH) === null) field = findReplaced(JSON.parse(lenient)) ?? '_';
      } catch {
        // not JSON either: the body as a whole
      }
      return refuse({ field, message: MESSAGES.invalidCharacter });
    }
    // Hono keeps each read as a promise under its kind (the type says the value): the validator's json() reads this.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);

    const deep = tooDeepAt(text, MAX_JSON_DEPTH);
    if (deep !== null) return refuse({ field: deep, message: MESSAGES.nestedTooDeeply });
    if (!PER_ITEM.has(c.req.routePath) && SUSPECT_ESCAPE.test(text)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return refuse({ field: '_', message: MESSAGES.malformedJson });
      }
      const found = findBadValue(parsed);
      if (found) return refuse(found);
    }
    return next();
  };
}

/** The first string (or key) holding U+FFFD, the mark a lenient UTF-8 decoding leaves. */
function findReplaced(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let n = 0; n < 100_000 && stack.length; n++) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string' && value.includes('\ufffd')) return path || '_';
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value).reverse()) {
        const at = path ? `${path}.${k}` : k;
        if (k.includes('\ufffd')) return at;
        stack.push({ value: v, path: at });
      }
    }
  }
  return null;
}
