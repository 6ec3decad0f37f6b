import { z } from 'zod';

/*
 * A field a caller sends that we do not know is a field whose value is lost
 * (issue 27: sets sent with the REST `weight` were stored without one), so
 * every request body and every mutation's args refuse unknown keys at every
 * level. One walk over the schemas does it rather than three hundred
 * definitions written with z.strictObject (and the next one forgotten).
 */

type Def = Record<string, unknown> & { type: string };
const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;

const done = new WeakMap<z.ZodType, z.ZodType>();

/** A copy of the definition with some parts replaced; getters (lazy shapes) stay getters. */
function withParts(def: Def, parts: Record<string, unknown>): Def {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(def)) as Def;
  for (const [k, v] of Object.entries(parts)) Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** The same schema built from new parts; `parent` keeps its description and OpenAPI metadata. */
const rebuilt = (s: z.ZodType, parts: Record<string, unknown>) => s.clone(withParts(defOf(s), parts) as never, { parent: true });

/** A shape whose fields are made strict when first read, so schemas that refer to themselves end. */
function lazyShape(shape: Record<string, z.ZodType>): Record<string, z.ZodType> {
  const out: Record<string, z.ZodType> = {};
  for (const key of Object.keys(shape)) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = strictDeep(shape[key]!);
        Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
    });
  }
  return out;
}

/**
 * The schema with every object in it strict: an unknown key is an
 * `unrecognized_keys` issue (domain/auth.ts fieldErrors names each under its
 * path). Objects that chose a catchall (z.looseObject, a record-like
 * catchall) keep it. Walks wrappers, arrays, unions, intersections, pipes
 * (a transform's input and output), records, tuples and lazy schemas; the
 * rest is returned as it is. Memoised, so a shared schema is walked once.
 */
export function strictDeep<T extends z.ZodType>(schema: T): T {
  const known = done.get(schema);
  if (known) return known as T;
  const out = strictOf(schema);
  done.set(schema, out);
  done.set(out, out);
  return out as T;
}

function strictOf(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  const walk = (key: string) => strictDeep(def[key] as z.ZodType);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as z.ZodType | undefined;
      return rebuilt(s, { shape: lazyShape(def.shape as Record<string, z.ZodType>), catchall: catchall ? strictDeep(catchall) : z.never() });
    }
    case 'array':
      return same(s, { element: walk('element') });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
      return same(s, { innerType: walk('innerType') });
    case 'union':
      return same(s, { options: (def.options as z.ZodType[]).map((o) => strictDeep(o)) });
    case 'intersection':
      return same(s, { left: walk('left'), right: walk('right') });
    case 'pipe':
      return same(s, { in: walk('in'), out: walk('out') });
    case 'record':
      return same(s, { valueType: walk('valueType') });
    case 'tuple':
      return same(s, { items: (def.items as z.ZodType[]).map((i) => strictDeep(i)), rest: def.rest ? walk('rest') : def.rest });
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      return rebuilt(s, { getter: () => strictDeep(getter()) });
    }
    default:
      return s;
  }

  /** The schema itself when no part changed (a z.string() stays that z.string()), else a rebuilt copy. */
  function same(schema: z.ZodType, parts: Record<string, unknown>): z.ZodType {
    const unchanged = Object.entries(parts).every(([k, v]) => {
      const was = def[k];
      return Array.isArray(v) && Array.isArray(was) ? v.every((x, i) => x === was[i]) : v === was;
    });
    return unchanged ? schema : rebuilt(schema, parts);
  }
}
