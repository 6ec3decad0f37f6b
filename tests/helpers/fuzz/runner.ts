import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { PROTOCOL_VERSION } from '../../../domain/protocol/protocol';
import { asText, BATCH, caseSpec, encodeLoose, kindOfParam, MAKES_A_ROW, ROW_OF_MUTATION, type Answer, type CaseSpec, type Request } from './cases';
import { startFuzzServer, type FuzzServer } from './child';
import { argsSchemas, type Target } from './targets';
import { sweepBodies } from './sweeps';
import { alive, fetchOnce } from './transport';
import {
  applySpoils,
  changeAt,
  closedObjectsIn,
  describe as show,
  resolver,
  sampleOf,
  toJson,
  type Resolver,
  type Vocabulary,
  vocabularyOf,
} from './values';

/*
 * The fuzz test's runner. What it aims at is targets.ts, how a case is made
 * cases.ts, a sweep's bodies sweeps.ts, how a request is sent transport.ts.
 */

export { inOrder, mutationTargets, restTargets, type Target } from './targets';

/** An answer must come within this (issue 27: one request stopped the whole server). */
export const ANSWER_WITHIN_MS = 1000;

/** How much of a finding's request body and answer a report shows: enough to send it again. */
const REPORT_CHARS = 2000;
const cut = (text: string) => (text.length > REPORT_CHARS ? `${text.slice(0, REPORT_CHARS)}…` : text);

export type FindingKind = 'hang' | 'slow' | '5xx' | 'changed on refusal' | 'unknown key not refused' | 'foreign write';
export interface Finding {
  target: string;
  kind: FindingKind;
  request: string;
  answer: string;
}

/**
 * Sends fuzzed requests to a server in a child process with a watchdog, and
 * collects what it should not do: answer late or not at all, answer 5xx,
 * change data while refusing, accept a field it does not know.
 */
export class FuzzRunner {
  server!: FuzzServer;
  findings: Finding[] = [];
  cases = 0;
  /** Where the time went, for the summary: requests, data checks, liveness probes. */
  readonly ms = { requests: 0, checksums: 0, probes: 0 };
  /** Sweeps that started from a body the server took (status 2xx, the mutation ok), and those whose good body was refused: they may not reach the checks behind the schema. */
  readonly reach = { good: 0, refused: [] as string[] };
  private baseline: Record<string, string> | null = null;
  private tokensSpent = true;
  /** Vocabularies by target, learnt again for each fixture (its ids and good values). */
  private words = new Map<string, Vocabulary>();
  private wordsOf: unknown = null;
  private readonly resolver: Resolver;
  /** Whether the last checked request was taken (2xx, and every mutation of a push ok). */
  private lastTaken = false;
  private lastAnswer = '';

  constructor(
    private readonly kind: 'pglite' | 'postgres',
    private readonly doc: unknown,
    private readonly seed: number,
    private readonly runs: number,
  ) {
    this.resolver = resolver(doc);
  }

  async start() {
    this.server = await startFuzzServer(this.kind);
    this.baseline = null;
  }

  async close() {
    await this.server?.close();
  }

  private get ids() {
    return this.server.fixture.own;
  }

  /**
   * A body as good as can be made: values learnt from the mutations' schemas
   * (the target's own first), the fixture's good values, the seeded row as the
   * `id` of a mutation that changes one. New ids each time, so one taken does
   * not make the next an idempotent repeat.
   */
  private sampleBody(t: Target, form = 0): unknown {
    if (this.wordsOf !== this.server.fixture) {
      this.words.clear();
      this.wordsOf = this.server.fixture;
    }
    const { good: given = {}, goodForms = {} } = this.server.fixture;
    form %= Math.max(1, ...Object.values(goodForms).map((forms) => forms.length));
    let words = this.words.get(`${form} ${t.name}`);
    if (!words) {
      const all = argsSchemas();
      const good = { ...given, ...Object.fromEntries(Object.entries(goodForms).map(([k, forms]) => [k, forms[form % forms.length]])) };
      const schemas = [...t.mutations.map((m) => all[m]!), ...Object.values(all)];
      words = { learnt: vocabularyOf(schemas, this.resolver, this.ids, good), good };
      this.words.set(`${form} ${t.name}`, words);
    }
    const sample = sampleOf(t.body!, this.resolver, this.ids, '', words);
    const kind = t.mutation && !MAKES_A_ROW.test(t.mutation) ? ROW_OF_MUTATION[t.mutation.split('.')[0]!] : undefined;
    const own = kind ? this.ids[kind]?.[0] : undefined;
    if (own && sample && typeof sample === 'object' && 'id' in sample) return { ...sample, id: own };
    return sample;
  }

  /** A new series with an exception as the caller's first (an earlier target may have changed or deleted the seeded one). */
  private async freshSeries() {
    const fresh = await this.server.freshSeries();
    const { own } = this.server.fixture;
    (own.series ??= []).unshift(fresh.series);
    (own.exceptions ??= []).unshift(fresh.exception);
    Object.assign((this.server.fixture.good ??= {}), fresh.good);
    this.words.clear();
  }

  /** Every case for one target: the unknown-key checks, then `runs` generated ones (its own seed, so one target's cases do not depend on another's). */
  async fuzz(t: Target, index: number): Promise<Finding[]> {
    const before = this.findings.length;
    // A fuzzed logout, password change or disable ended a token: the next target starts with working ones.
    if (this.tokensSpent) await this.server.refreshTokens();
    this.tokensSpent = false;
    // Not made (its client deleted by an earlier target): the target goes on with what there is, as any other does.
    if (/series|exception|occurrence/i.test(t.name)) await this.freshSeries().catch((e: Error) => console.warn(`${t.name}: ${e.message.split('\n')[0]}`));
    this.baseline = null;
    if (t.body && ((await this.unknownKeys(t)) === 'hung' || (await this.sweeps(t)) === 'hung')) return this.findings.slice(before);
    const specs = fc.sample(caseSpec(t), { seed: this.seed + index * 7919, numRuns: this.runs });
    for (const spec of specs) {
      const outcome = await this.runCase(t, spec);
      // One hang is enough to know; each more costs a restart.
      if (outcome === 'hung') break;
    }
    return this.findings.slice(before);
  }

  private pathValue(t: Target, name: string, choice: CaseSpec['pathChoice'][number]): { value: string; foreign: boolean } {
    const param = t.params.find((p) => p.in === 'path' && p.name === name);
    if (typeof choice === 'object') return { value: encodeLoose(asText(choice.bad)), foreign: false };
    const kind = kindOfParam(t.path, name);
    const { own, foreign } = this.server.fixture;
    if (choice === 'foreign' && kind && foreign[kind]?.length) return { value: foreign[kind]![0]!, foreign: true };
    if (choice === 'random' || !kind) {
      const sample = param?.schema ? sampleOf(param.schema, this.resolver, own, name) : uuidv7();
      if (name === 'date') return { value: new Date().toISOString().slice(0, 10), foreign: false };
      return { value: encodeLoose(asText(sample)), foreign: false };
    }
    return { value: own[kind]?.[0] ?? uuidv7(), foreign: false };
  }

  private build(t: Target, spec: CaseSpec, body: unknown | undefined): Request {
    const pathParams = t.params.filter((p) => p.in === 'path');
    let foreign = false;
    let path = t.path;
    pathParams.forEach((p, i) => {
      const v = this.pathValue(t, p.name, spec.pathChoice[i]!);
      foreign ||= v.foreign;
      path = path.replace(`{${p.name}}`, v.value);
    });
    const query = t.params
      .filter((p) => p.in === 'query')
      .map((p, i) => {
        const q = spec.query[i];
        if (q === undefined) return null;
        const v = q === 'sample' ? (p.schema ? sampleOf(p.schema, this.resolver, this.ids, p.name) : 'x') : q;
        return `${encodeURIComponent(p.name)}=${encodeLoose(asText(v))}`;
      })
      .filter(Boolean);
    const url = query.length ? `${path}?${query.join('&')}` : path;
    const token = spec.role ? this.server.fixture.tokens[spec.role] : undefined;
    const text = body === undefined ? undefined : toJson(body);
    return { method: t.method, url, token, body: text, foreign, role: spec.role, shown: `${t.method} ${url} as ${spec.role ?? 'nobody'}${body === undefined ? '' : ` body ${show(body, REPORT_CHARS)}`}` };
  }

  private bodyFor(t: Target, spec: CaseSpec): unknown {
    // fetch sends no body with GET or HEAD.
    if (!t.body) return t.method === 'GET' || t.method === 'HEAD' ? undefined : spec.strayBody;
    const args = applySpoils(this.sampleBody(t), spec.spoils);
    return t.mutation ? this.envelope(t.mutation, args) : args;
  }

  private envelope(name: string, args: unknown) {
    // A new device each time: its mutation ids start at 1.
    return { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name, args }] };
  }

  private async runCase(t: Target, spec: CaseSpec): Promise<'ok' | 'hung'> {
    const req = this.build(t, spec, this.bodyFor(t, spec));
    return this.check(t, req);
  }

  /** Sends one request and checks the answer; 'hung' when the server had to be started again. */
  private async check(t: Target, req: Request, expectRefusal?: (a: Answer) => string | null, limitMs = ANSWER_WITHIN_MS): Promise<'ok' | 'hung'> {
    this.cases++;
    this.lastTaken = false;
    const writes = req.method !== 'GET';
    if (writes && !this.baseline) this.baseline = await this.timed('checksums', () => this.server.checksum());
    let answer = await this.send(t, req, limitMs);
    if (answer !== 'hung' && answer !== 'slow' && answer.status === 429) {
      // A limit's refusal hides what the request does behind it: the limits are forgotten and it is sent again.
      await this.server.unlimit();
      this.baseline = await this.timed('checksums', () => this.server.checksum());
      answer = await this.send(t, req, limitMs);
    }
    if (answer === 'hung') return 'hung';
    if (answer === 'slow') return 'ok';
    const finding = (kind: FindingKind, extra = '') =>
      this.findings.push({ target: t.name, kind, request: req.shown, answer: `${answer.status} in ${Math.round(answer.ms)} ms: ${cut(answer.text)}${extra}` });
    const results = t.mutation && answer.status === 200 ? (JSON.parse(answer.text) as { results: { status: string; error?: { code?: string } }[] }).results : [];
    // Push hides a failed transaction behind 503 "transient": for a request that can never succeed that is a 500 too.
    if (answer.status >= 500) finding('5xx');
    const refused = (answer.status >= 400 && answer.status < 500) || (results.length > 0 && results.every((r) => r.status === 'error'));
    this.lastTaken = answer.status < 300 && !results.some((r) => r.status === 'error');
    this.lastAnswer = `${answer.status} ${answer.text}`;
    if (expectRefusal) {
      const why = expectRefusal(answer);
      if (why) finding('unknown key not refused', ` (${why})`);
    }
    if ((answer.status === 401 || answer.status === 403) && req.token) this.tokensSpent = true;
    let wrote = false;
    if (writes) {
      // Nothing written, nothing changed: most refusals end here without reading every table.
      wrote = (await this.timed('checksums', () => this.server.wal())) !== this.baseline!['(wal)'];
      if (wrote) {
        const after = await this.timed('checksums', () => this.server.checksum());
        const changed = Object.keys({ ...after, ...this.baseline }).filter((k) => k !== '(wal)' && after[k] !== this.baseline![k]);
        if (changed.length && (refused || answer.status >= 500)) finding('changed on refusal', ` (tables: ${changed.join(', ')})`);
        else if (changed.length && req.foreign && req.role !== 'admin') finding('foreign write', ` (tables: ${changed.join(', ')})`);
        this.baseline = after;
      }
    }
    // A request refused before it did anything set nothing going; any other may have left the process busy after answering.
    if ((answer.status < 400 || answer.status >= 500 || wrote) && !(await this.timed('probes', () => this.alive()))) {
      return this.stuck(t, req, `answered ${answer.status}, then /api/health got no answer`);
    }
    return 'ok';
  }

  private async timed<T>(what: keyof FuzzRunner['ms'], f: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await f();
    } finally {
      this.ms[what] += performance.now() - t0;
    }
  }

  private fetchOnce(req: Request, limitMs: number): Promise<Answer> {
    return fetchOnce(this.server.fixture.url, req, limitMs);
  }

  private alive(): Promise<boolean> {
    return alive(this.server.fixture.url);
  }

  /** The process is stuck: the finding, then a new process (the old one killed) with fresh tokens. */
  private async stuck(t: Target, req: Request, late: string): Promise<'hung'> {
    this.findings.push({ target: t.name, kind: 'hang', request: req.shown, answer: `${late}; the process was killed` });
    this.server.kill();
    await this.start();
    await this.server.refreshTokens();
    return 'hung';
  }

  /**
   * The watchdog: no answer within the limit and no answer to /api/health
   * either means the process is stuck (it is killed and started again); a
   * live server gets the same request once more, since this machine is shared
   * and a single late answer may be the machine's, not the server's.
   */
  private async send(t: Target, req: Request, limitMs: number): Promise<Answer | 'hung' | 'slow'> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.timed('requests', () => this.fetchOnce(req, limitMs));
      } catch (e) {
        const late = `no answer within ${limitMs} ms (${(e as Error).name})`;
        const alive = await this.timed('probes', () => this.alive());
        if (attempt === 0 && alive) continue;
        if (alive) {
          this.findings.push({ target: t.name, kind: 'slow', request: req.shown, answer: `${late}, twice; the server still answers others` });
          return 'slow';
        }
        return this.stuck(t, req, late);
      }
    }
  }

  /** The request every sweep's body is made in: the trainer (or the target's first role) on the caller's own rows. */
  private sweepRequest(t: Target, args: unknown[]): Request {
    const body = t.mutation ? { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: args.map((a, i) => ({ id: i + 1, name: t.mutation!, args: a })) } : args[0];
    const spec: CaseSpec = { role: t.roles.includes('trainer') ? 'trainer' : t.roles[0]!, pathChoice: t.params.filter((p) => p.in === 'path').map(() => 'own' as const), query: [], spoils: [], strayBody: undefined };
    return this.build(t, spec, body);
  }

  /**
   * Sends bodies made by `make` (called again after a restart: the ids change),
   * a mutation's many to a push; a push that hangs or answers 5xx is sent
   * again one mutation at a time, so the finding names the one to blame.
   */
  private async sendAll(t: Target, count: number, make: (i: number) => unknown): Promise<'ok' | 'hung'> {
    const size = t.mutation ? BATCH : 1;
    for (let from = 0; from < count; from += size) {
      const which = Array.from({ length: Math.min(size, count - from) }, (_v, k) => from + k);
      const before = this.findings.length;
      const outcome = await this.check(t, this.sweepRequest(t, which.map(make)), undefined, ANSWER_WITHIN_MS * Math.max(1, which.length / 8));
      if (which.length === 1 || !this.findings.slice(before).some((f) => f.kind === 'hang' || f.kind === '5xx')) {
        if (outcome === 'hung') return 'hung';
        continue;
      }
      this.findings.splice(before);
      for (const i of which) if ((await this.check(t, this.sweepRequest(t, [make(i)]))) === 'hung') return 'hung';
    }
    return 'ok';
  }

  /**
   * The values that stopped or broke this server, from a good body (the
   * fixture's rows and good values): each of TIME_BAD in each date or time
   * field alone (an endless series walk, issue 27 item 1: the rest of the body
   * must pass for the walk to start), a lone surrogate in every free text, and
   * NUL in every free text behind a 5,000-deep first field (500s, item 5).
   * Random cases find these too, but not surely within CI's few runs. First
   * the good body itself, to count the sweeps that start from one the server
   * takes.
   */
  private async sweeps(t: Target): Promise<'ok' | 'hung'> {
    if ((await this.check(t, this.sweepRequest(t, [this.sampleBody(t)]))) === 'hung') return 'hung';
    if (this.lastTaken) this.reach.good++;
    else this.reach.refused.push(process.env.FUZZ_VERBOSE ? `${t.name} (${this.lastAnswer.slice(0, 300)})` : t.name);
    const bodies = sweepBodies((form) => this.sampleBody(t, form));
    return this.sendAll(t, bodies.length, (i) => bodies[i]!());
  }

  /**
   * A body that is otherwise as good as the sample, plus a key the schema does
   * not have, at the top and in a nested object: refused with 422 naming the key
   * (a mutation: refused, its error naming it). Dropping it silently lost data
   * (issue 27, item 6: "weight" where the API says "weightKg").
   */
  private async unknownKeys(t: Target): Promise<'ok' | 'hung'> {
    const sample = this.sampleBody(t);
    const places = closedObjectsIn(t.body!, sample, this.resolver);
    const nested = places.find((p) => p.length > 0);
    const tries: [unknown[], string][] = [[[], 'fuzzUnknownField']];
    if (nested) tries.push([nested, 'fuzzUnknownNested']);
    for (const [at, key] of tries) {
      if (at.length === 0 && !places.some((p) => p.length === 0)) continue;
      const args = changeAt(sample, at as (string | number)[], (o) => ({ ...(o as object), [key]: 1 }));
      const body = t.mutation ? this.envelope(t.mutation, args) : args;
      const spec: CaseSpec = { role: t.roles.includes('trainer') ? 'trainer' : t.roles[0]!, pathChoice: t.params.filter((p) => p.in === 'path').map(() => 'own' as const), query: [], spoils: [], strayBody: undefined };
      const req = this.build(t, spec, body);
      const outcome = await this.check(t, req, (a) => {
        if (t.mutation) {
          const r = a.status === 200 ? (JSON.parse(a.text) as { results: { status: string; error?: unknown }[] }).results[0] : undefined;
          if (r?.status !== 'error') return `mutation ${r?.status ?? a.status}, expected a refusal naming ${key}`;
          return JSON.stringify(r.error).includes(key) ? null : `the refusal does not name ${key}`;
        }
        if (a.status !== 422) return `expected 422 naming ${key}`;
        return a.text.includes(key) ? null : `the 422 does not name ${key}`;
      });
      if (outcome === 'hung') return 'hung';
    }
    return 'ok';
  }
}
