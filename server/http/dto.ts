import { z } from 'zod';

/*
 * A REST answer made from an entity's row (domain/<area>/entity.ts) instead of
 * written out a second time: the row's fields with snake_case names and the
 * row's own zod types (so /api/openapi.json documents what the row declares,
 * descriptions included), and the mapper from the camelCase row to it. A field
 * added to a row reaches the REST answer with no more code; a REST answer
 * that differs from its row says how with the options.
 */

/** 'weightKg' -> 'weight_kg', as a type. */
export type SnakeCase<K extends string> = K extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}` : K;

type Fit<T> = T extends z.core.SomeType ? T : never;

/** A field's schema with every object in it (through nullable, optional and arrays) snake_cased; a record's keys are data and stay. */
export type SnakeSchema<T> =
  T extends z.ZodObject<infer S extends z.core.$ZodShape, infer C extends z.core.$ZodObjectConfig>
    ? z.ZodObject<SnakeShape<S>, C>
    : T extends z.ZodNullable<infer I>
      ? z.ZodNullable<Fit<SnakeSchema<I>>>
      : T extends z.ZodOptional<infer I>
        ? z.ZodOptional<Fit<SnakeSchema<I>>>
        : T extends z.ZodArray<infer I>
          ? z.ZodArray<Fit<SnakeSchema<I>>>
          : T;
export type SnakeShape<S> = { -readonly [K in keyof S as K extends string ? SnakeCase<K> : K]: SnakeSchema<S[K]> };

/** 'snake': REST names (the API's convention); 'row': the row's own names (the clients API has always answered in them). */
type Casing = 'snake' | 'row';
type RestKey<K extends string, R, C extends Casing> = K extends keyof R ? (R[K] extends string ? R[K] : never) : C extends 'row' ? K : SnakeCase<K>;
type Flat<T> = { [K in keyof T]: T[K] };
type Shape<S, K extends keyof S & string, R, A, C extends Casing> = Flat<
  Omit<{ [F in K as RestKey<F, R, C>]: C extends 'row' ? S[F] : SnakeSchema<S[F]> }, keyof A> & A
>;
type Extra<A> = keyof A extends never ? [] : [extra: Flat<z.output<z.ZodObject<AsShape<A>>>>];
type AsShape<A> = A extends z.core.$ZodShape ? A : never;
type Output<S extends z.core.$ZodShape> = z.output<z.ZodObject<S>>;
/** What from() takes: the row's fields the answer shows as they are (a wider object, a row with more, will do). */
type RowOf<S extends z.core.$ZodShape, K extends keyof S & string, R, A, C extends Casing> = Pick<
  Output<S>,
  { [F in K]: RestKey<F, R, C> extends keyof A ? never : F }[K] & keyof Output<S>
>;

export interface RestDtoOptions<P, O, R, A, C> {
  /** Only these row fields (default: all). */
  pick?: readonly P[];
  /** Row fields the REST answer leaves out (private, or the server's own). */
  omit?: readonly O[];
  /** Row fields whose REST name is not their snake_case (`{ categoryId: 'exercise_category_id' }`). */
  rename?: R;
  /** REST fields the row lacks, or row fields the REST answer shows differently (same REST name): their values are from()'s second argument. */
  add?: A;
  /** 'snake' (default), or 'row' to keep the row's names. */
  keys?: C;
}

export interface RestDto<Row, S extends z.core.$ZodShape, A> {
  schema: z.ZodObject<S>;
  /** The REST answer of a row (and of the `add` fields' values). */
  from: (row: Row, ...extra: Extra<A>) => z.output<z.ZodObject<S>>;
}

export function restDto<
  S extends z.core.$ZodShape,
  const P extends keyof S & string = keyof S & string,
  const O extends keyof S & string = never,
  const R extends { readonly [K in keyof S]?: string } = {},
  A extends z.core.$ZodShape = {},
  C extends Casing = 'snake',
>(
  row: z.ZodObject<S, z.core.$ZodObjectConfig>,
  options: RestDtoOptions<P, O, R, A, C> = {},
): RestDto<RowOf<S, Exclude<P, O>, R, A, C>, Shape<S, Exclude<P, O>, R, A, C>, A> {
  const picked = options.pick ?? (Object.keys(row.shape) as P[]);
  const omitted = new Set<string>(options.omit ?? []);
  const rename = (options.rename ?? {}) as Record<string, string | undefined>;
  const add = (options.add ?? {}) as z.core.$ZodShape;
  const snake = options.keys !== 'row';
  for (const k of [...picked, ...omitted]) if (!(k in row.shape)) throw new Error(`restDto: the row has no field ${k}`);

  const shape: Record<string, z.core.SomeType> = {};
  const fromRow: [rest: string, field: string, convert: Convert | null][] = [];
  for (const field of Object.keys(row.shape)) {
    if (!picked.includes(field as P) || omitted.has(field)) continue;
    const rest = rename[field] ?? (snake ? snakeCase(field) : field);
    // A field shown differently keeps its place; what the row lacks follows the row's fields.
    if (rest in add) {
      shape[rest] = add[rest]!;
      continue;
    }
    const made = snake ? snakeSchema(row.shape[field]!) : { schema: row.shape[field]!, convert: null };
    shape[rest] = made.schema;
    fromRow.push([rest, field, made.convert]);
  }
  const addKeys = Object.keys(add);
  Object.assign(shape, add);
  const keys = Object.keys(shape);

  const from = (r: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    // A DTO without added fields ignores a second argument (Array.map's index).
    const values: Record<string, unknown> = addKeys.length ? { ...extra } : {};
    for (const [rest, field, convert] of fromRow) values[rest] = convert ? convert(r[field]) : r[field];
    // In the schema's order, and an optional field left out rather than sent as undefined.
    const out: Record<string, unknown> = {};
    for (const k of keys) if (values[k] !== undefined) out[k] = values[k];
    return out;
  };
  return { schema: z.object(shape), from } as never;
}

/** 'weightKg' -> 'weight_kg'. */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Convert = (value: unknown) => unknown;

/** A schema with its objects' keys snake_cased, and the conversion of a value to it (null: the value is already right). */
function snakeSchema(s: z.core.SomeType): { schema: z.core.SomeType; convert: Convert | null } {
  if (s instanceof z.ZodNullable || s instanceof z.ZodOptional) {
    const inner = snakeSchema(s.unwrap());
    const c = inner.convert;
    if (!c) return { schema: s, convert: null };
    return { schema: withMeta(s, s.clone({ ...s._zod.def, innerType: inner.schema } as never)), convert: (v) => (v == null ? v : c(v)) };
  }
  if (s instanceof z.ZodArray) {
    const inner = snakeSchema(s.element);
    const c = inner.convert;
    if (!c) return { schema: s, convert: null };
    return { schema: withMeta(s, s.clone({ ...s._zod.def, element: inner.schema } as never)), convert: (v) => (v as unknown[]).map(c) };
  }
  if (s instanceof z.ZodObject) {
    const fields = Object.entries(s.shape as z.core.$ZodShape).map(([k, f]) => ({ k, rest: snakeCase(k), ...snakeSchema(f) }));
    // An object whose keys are REST names already stays the same schema (its own metadata, a loose object's extra keys).
    if (fields.every((f) => f.rest === f.k && !f.convert)) return { schema: s, convert: null };
    const shape = Object.fromEntries(fields.map((f) => [f.rest, f.schema]));
    const catchall = s._zod.def.catchall;
    // Its refinements are left behind: they read the camelCase keys, and an answer is not parsed.
    const made = catchall ? z.object(shape).catchall(catchall) : z.object(shape);
    const convert: Convert = (v) => {
      const o = v as Record<string, unknown>;
      const out: Record<string, unknown> = catchall ? { ...o } : {};
      for (const f of fields) {
        if (catchall) delete out[f.k];
        if (o[f.k] !== undefined) out[f.rest] = f.convert ? f.convert(o[f.k]) : o[f.k];
      }
      return out;
    };
    return { schema: withMeta(s, made), convert };
  }
  return { schema: s, convert: null };
}

/** The original's description and other metadata on its rebuilt copy, but not its id: that names the original's component. */
function withMeta(original: z.core.SomeType, made: z.core.SomeType): z.core.SomeType {
  const meta = z.globalRegistry.get(original as z.ZodType);
  if (!meta) return made;
  const { id: _id, ...rest } = meta;
  return (made as z.ZodType).meta(rest);
}
