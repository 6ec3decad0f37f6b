/**
 * Rewrites citations of the old product specification's numbered sections
 * ("spec §4", "(§5)", "Spec §1, §6") into pointers at the docs/rules/ section
 * that now holds the rule, e.g. `docs/rules/sessions.md "Approval"`. The
 * specification was never in the repository, so a clone could not follow them.
 *
 *   npx tsx scripts/cite-rules.ts domain src replica workers tests scripts   # rewrite in place
 *   npx tsx scripts/cite-rules.ts --check --show server                     # list each mapping, change nothing
 *
 * Each citation is mapped by the first rule whose section numbers include one
 * of its own and whose pattern matches the words around it, its line, or the
 * line after (RULES), else the citing file's path (PATH_RULES). A citation no rule maps is reported and the run fails, so a new one
 * gets a rule rather than a guess. Only the citation's own characters change,
 * line by line, so a file someone else is editing keeps their lines.
 * tests/unit/doc-links.test.ts keeps the tree free of them afterwards.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

type Doc =
  | 'accounts'
  | 'routes-and-screens'
  | 'languages'
  | 'errors-and-limits'
  | 'clients'
  | 'exercises'
  | 'plans'
  | 'sessions'
  | 'workouts'
  | 'weight-logs'
  | 'meals'
  | 'billing'
  | 'subscriptions'
  | 'notifications'
  | 'onboarding'
  | 'settings'
  | 'admin';

interface Rule {
  /** Section numbers of the old specification this rule maps; empty: any. */
  s: number[];
  /** Tested against the words around the citation, then its line, then the lines around it (pointerFor). */
  re: RegExp;
  to: [Doc, string];
  /** A broad rule: tried only once no specific rule fits any of the citation's contexts. */
  weak?: boolean;
}

const any: number[] = [];
const r = (s: number[], re: RegExp, doc: Doc, heading: string): Rule => ({ s, re, to: [doc, heading] });
const weak = (s: number[], re: RegExp, doc: Doc, heading: string): Rule => ({ s, re, to: [doc, heading], weak: true });

/** First match wins: the specific words before the general areas. */
export const RULES: Rule[] = [
  // Whole topics, whatever the section number.
  r([3], /counts of training plans/i, 'clients', 'Client record'),
  r([3], /REST names/i, 'errors-and-limits', 'Calls'),
  r([6], /who may read/i, 'accounts', 'Roles'),
  r([2], /names a person|no cookie/i, 'admin', 'Page views'),
  r([2], /role is stored|non-trainer|trainer registration/i, 'routes-and-screens', 'Navigation guards'),
  r([9], /geolocation/i, 'languages', 'Country lookup'),
  r([3], /start_time_user_tz|recipient's zone/i, 'notifications', 'What is notified'),
  r([6], /trainer of the client/i, 'billing', 'Payments'),
  r([2, 7], /checkout the trainer came back/i, 'accounts', 'Sign-in'),
  r([3], /Training session/, 'sessions', 'Sessions'),
  r([3], /Training plan/, 'plans', 'Plans and templates'),
  r([4], /in the past|past-session|past rule|has started/i, 'sessions', 'Past sessions'),
  r(any, /page.?views?|analytics\/page-view/i, 'admin', 'Page views'),
  r(any, /companion/i, 'accounts', 'Companion client account'),
  r(any, /feedback/i, 'settings', 'Feedback'),
  r(any, /account has been disabled|account_disabled/i, 'admin', 'Disabling a trainer'),
  r([4], /onboarding.*(progress|percent)|completed\/9|rounded percent/i, 'onboarding', 'Progress'),
  r(any, /onboarding|checklist|nine of|nine steps/i, 'onboarding', 'The nine steps'),
  r([9], /badge|how long ago|relative time|ago\.test|99\+/i, 'notifications', 'Badge and relative time'),
  r(any, /unread count|never below 0/i, 'notifications', 'The bell'),
  r([2], /clicking a notification|notifications\/route/i, 'notifications', 'Where a click goes'),
  r([2], /Settings → notifications|NotificationSettings/i, 'notifications', 'Mail and push'),
  r([2], /bell|notification/i, 'notifications', 'The bell'),
  r([3], /notification/i, 'notifications', 'What is notified'),

  // Errors and the calls' common ground.
  r([7, 8], /\b401\b/, 'errors-and-limits', 'Unauthorized (401)'),
  r([2, 7, 8], /\b402\b|payment_required|checkout_url|trial-expired|checkout link|payment stop|three codes|each code|subscription needs paying|trial ends/i, 'errors-and-limits', 'Payment required (402)'),
  r([2, 7, 8], /\blogin\b|sign-?in/i, 'accounts', 'Sign-in'),
  r([8], /resend/i, 'accounts', 'Email verification'),
  r([8], /invit/i, 'clients', 'Invitations'),
  r([8], /checkout|payment session/i, 'subscriptions', 'REST calls'),
  r([7], /script-request|headers every/i, 'errors-and-limits', 'Calls'),
  r([7], /api-cache|timestamp query|startup call/i, 'errors-and-limits', 'Business constants'),
  r([7], /signing out|sign out|logout/i, 'accounts', 'Sign-in'),

  r([1, 9], /price|euro/i, 'subscriptions', 'Plans and prices'),
  // Languages and formats.
  r([4, 7], /country|\blocation\b|language order|language choice|chooseLanguage|language-order|language\.ts|first visit may ask/i, 'languages', 'Language order'),
  r([5], /country code|two capital letters/i, 'languages', 'Country lookup'),
  r([5], /language.*(rejected|warning)|rejected with a warning/i, 'languages', 'Supported languages'),
  r([1, 9], /interface languages|en, sk, cz|supported language/i, 'languages', 'Supported languages'),
  r([9], /minor units|\bcent\b/i, 'billing', 'Money'),
  r([9], /EUR for en|currenc|decimals/i, 'languages', 'Formats'),
  r([2, 4], /locale is remembered|landing's locale|landing page's language|startup language/i, 'routes-and-screens', 'Navigation guards'),

  r([6], /delet|removes their|what was theirs|permanently|take their plans|takes their plans/i, 'clients', 'Deleting a client'),
  // Meals.
  r([9], /total|kcal|calori|macros|nutrition|one decimal|today's logs|water|rounds/i, 'meals', 'Daily totals'),
  r([5], /meal|search|ingredient|title match/i, 'meals', 'Search'),
  r([3], /meal log/i, 'meals', 'Meal logs'),
  weak([3], /meal|ingredient/i, 'meals', 'Meals and meal plans'),
  weak([6], /meal/i, 'meals', 'Meal logs'),
  r([7], /meal|ingredient/i, 'meals', 'REST calls'),

  // Workouts.
  r([9], /e1RM|Epley|one-rep|strength/i, 'workouts', 'Strength estimate'),
  r([9, 3], /exercises\/tracking|tracking|what a set of an exercise records|defaults reps/i, 'exercises', 'Tracking fields'),
  r([9], /RPE|effort/i, 'workouts', 'Effort and assistance'),
  r([4], /who logs|trainer logs|client logs|logs exercises|in-person|solo session|may not log|does not log|read-only|workout-log\.test|logSession/i, 'workouts', 'Who logs'),
  r([5], /notes|500 characters/i, 'workouts', 'Notes'),
  r([3, 7], /exercise.?log|sets with reps|exercise-logs/i, 'workouts', 'Exercise logs and sets'),
  r([2], /start-workout|StartWorkoutDialog/i, 'workouts', 'Starting a workout'),

  // Weight logs.
  r([5], /weight/i, 'weight-logs', 'Typing a weight'),
  r([3], /weight log/i, 'weight-logs', 'Weight logs'),

  // Plans.
  r([3, 5], /superset|\bblock\b|a type must fit/i, 'plans', 'Blocks and supersets'),
  r([3], /set_targets|targets/i, 'plans', 'Set targets'),
  r([5], /no client|client-specific|without a client|Without clients/i, 'plans', 'Client-specific plans'),
  weak([5], /plan/i, 'plans', 'Client-specific plans'),
  weak([7], /training-plan|plan/i, 'plans', 'Mutations'),

  r([4], /verif|registration|checkout|pending_payment/i, 'subscriptions', 'Registration and checkout'),
  r([1, 9], /30-day|money-back|refund/i, 'subscriptions', 'Money-back guarantee'),
  // Exercises.
  r([3], /categor/i, 'exercises', 'Categories'),
  r([3, 4], /customi[sz]/i, 'exercises', 'Customizing'),
  r([5], /video/i, 'exercises', 'Video links'),
  r([9], /page size|20 a page/i, 'exercises', 'Search and paging'),
  r([3], /`source`|comes from/i, 'exercises', 'Library and own exercises'),
  weak([3], /exercise/i, 'exercises', 'Exercise fields'),
  r([6], /trainer's tools|may not write them/i, 'accounts', 'Roles'),

  // Billing.
  r([3], /amountOwed|amount owed/i, 'clients', 'Amount owed'),
  r([4], /below what|below it|not below|below-applied|amount edit|edit may not|edited payment|changing payments/i, 'billing', 'Editing a payment'),
  weak([4], /payment|allocat|applied|billing/i, 'billing', 'Allocation'),
  r([3], /billing summary|billing row|client billing/i, 'billing', 'Billing summary'),
  weak([2], /billing/i, 'billing', 'Screens and calls'),
  weak([3, 5, 6, 9], /payment/i, 'billing', 'Payments'),

  // Sessions and calendar.
  r([4, 5], /recurrence|repeats/i, 'sessions', 'Recurrence'),
  r([4], /approv|answer|exception on one date/i, 'sessions', 'Approval'),
  r([4], /progress|not_started/i, 'sessions', 'Progress'),
  r([4], /availab/i, 'sessions', 'Availability'),
  r([4], /past/i, 'sessions', 'Past sessions'),
  r([9, 2], /calendar|monday|weeks? starts?|month, week/i, 'sessions', 'Calendar'),
  r([2], /session create\/edit dialog|SessionDialog/i, 'sessions', 'Calendar'),
  r([3], /recurrence|series/i, 'sessions', 'Recurrence'),
  r([3], /client_id/i, 'sessions', 'Sessions'),
  weak([3], /session/i, 'sessions', 'Sessions'),
  weak([4, 7], /session|series|sessions-/i, 'sessions', 'Mutations'),

  // Clients.
  r([3, 4], /client status|pending = awaiting/i, 'clients', 'Status'),
  r([3], /goal/i, 'clients', 'Goals'),
  r([3], /storage keys|localStorage/i, 'accounts', 'Stored in the browser'),
  r([3], /client-role user|user as the app sees|falls back to the user/i, 'accounts', 'Roles'),
  weak([3], /client|clients/i, 'clients', 'Client record'),
  weak([9], /language/i, 'languages', 'Formats'),

  // Accounts and subscriptions.
  r([3], /plan labels|subscription/i, 'subscriptions', 'Plans and prices'),
  r([2], /checkout|provider sends/i, 'routes-and-screens', 'Guest pages'),
  r([2, 7], /login|sign-?in/i, 'accounts', 'Sign-in'),
  r([5], /account flows|password|register/i, 'accounts', 'Registration'),
  r([5], /field rules/i, 'errors-and-limits', 'Bad input'),
  weak([6], /role|access|may/i, 'accounts', 'Roles'),
  r([7], /account calls/i, 'accounts', 'Sign-in'),
  r([9], /constants/i, 'errors-and-limits', 'Business constants'),

  r([8, 5], /messages?|texts?\b/i, 'errors-and-limits', 'Messages'),
  // Routes and screens.
  r([2], /guard|page-state|registration page|installed app|standalone|suppress/i, 'routes-and-screens', 'Navigation guards'),
  r([2], /landing|competitor/i, 'routes-and-screens', 'Public pages'),
  r([2], /client\.schedule|schedule/i, 'routes-and-screens', 'Client area'),
  r([2], /trainer-dashboard|dashboard picks/i, 'routes-and-screens', 'Trainer area'),
  r([2], /menus?|entries|nav\.|Meals early-access|layouts\/nav/i, 'routes-and-screens', 'Menus'),
  r([2], /breakpoint|sidebar|bottom bar|layout/i, 'routes-and-screens', 'Layout'),
  r([2], /settings|account info|account screen|AccountScreen/i, 'settings', 'Settings sections'),
  weak([2], /screens of each role|areas?\b/i, 'routes-and-screens', 'Trainer area'),
];

/** Last, by the citing file's area when its words named none. */
export const PATH_RULES: Rule[] = [
  r([8], /clients\/messages/, 'errors-and-limits', 'Messages'),
  r([8], /invitations/, 'clients', 'Invitations'),
  r(any, /clients/, 'clients', 'Client record'),
  r(any, /meals\/search/, 'meals', 'Search'),
  r(any, /domain\/sessions/, 'sessions', 'Sessions'),
  r(any, /subscriptions/, 'subscriptions', 'Plans and prices'),
  r(any, /companion/, 'accounts', 'Companion client account'),
];

/** The spec's names of what it described, made redundant by the section a pointer names. */
const ENTITY_WORDS = / (?:Exercise log|Meal log|Weight log|Training session|Training plan|Billing summary|Client status|Client goals|Onboarding|Payment|Client|Exercise|Meal|Notification|Recurrence)\b(?! \w+ing\b)/y;

/** `line` without the spec's entity name right after each pointer ("... "Payments" Payment: amount" → "... "Payments": amount"). */
function dropEntityWords(line: string): string {
  let out = '';
  let last = 0;
  for (const m of line.matchAll(/docs\/rules\/[\w-]+\.md "[^"]+"/g)) {
    const end = m.index + m[0].length;
    ENTITY_WORDS.lastIndex = end;
    const eaten = ENTITY_WORDS.exec(line);
    out += line.slice(last, end);
    last = eaten ? end + eaten[0].length : end;
  }
  return out + line.slice(last);
}

const POINTER = /docs\/rules\/[\w-]+\.md "([^"]+)"/g;

/** Readable after the rewrite: no pointer twice in a row, no heading's words said again right after it, a few phrasings fixed. */
export function polish(line: string): string {
  let out = line.replace(/(docs\/rules\/[\w-]+\.md "[^"]+")(?:(?:, | and |\/)\1)+/g, '$1');
  let kept = '';
  let last = 0;
  for (const m of out.matchAll(POINTER)) {
    const end = m.index + m[0].length;
    kept += out.slice(last, end);
    last = end;
    const words = (/^ ([a-z][\w ]*)/.exec(out.slice(end))?.[1] ?? '').split(' ').filter(Boolean);
    for (let n = Math.min(words.length, 3); n >= 1; n--) {
      const said = words.slice(0, n).join(' ');
      const heading = m[1]!.toLowerCase();
      if (heading === said || heading.endsWith(` ${said}`)) {
        last = end + 1 + said.length;
        break;
      }
    }
  }
  out = kept + out.slice(last);
  for (const [from, to] of PHRASINGS) out = out.replace(from, to);
  return out;
}

const PHRASINGS: [string, string][] = [
  ['docs/rules/clients.md "Status" (docs/rules/clients.md "Status": active', 'docs/rules/clients.md "Status" (active'],
  ['(docs/rules/plans.md "Blocks and supersets" set_targets)', '(docs/rules/plans.md "Set targets")'],
  ['The smallest payment, docs/rules/billing.md "Money" "Minimum payment 0.01" (domain/constants MIN_PAYMENT)', 'The smallest payment, 0.01 (docs/rules/billing.md "Payments"; domain/constants MIN_PAYMENT)'],
  ['The spec\'s user-facing messages (docs/rules/errors-and-limits.md "Messages")', 'The user-facing messages (docs/rules/errors-and-limits.md "Messages")'],
];

/** "spec §4", "Spec §1, §6", "(§5", "spec §2/§8", "spec §8's"; not an RFC's "RFC 5545 §3.1". */
const CITATION = /(RFC \d+ )?(?:\b[Ss]pec(?:'s)? )?§ ?(\d+)((?:(?:, ?| and |\/)§ ?\d+)*)('s)?/g;

/**
 * The rule for a citation of `sections`: tried on the words before it first
 * (from the previous citation on), then a little after it too, then its whole
 * line, then with the lines around it, since a comment's subject may sit a
 * line away. On the citation's own line the specific rules go before the broad
 * ones; the lines around are tried only when its own line names nothing.
 */
export function pointerFor(contexts: string[], sections: number[], path = ''): [Doc, string] | null {
  const fits = (rule: Rule, text: string) => (rule.s.length === 0 || sections.some((n) => rule.s.includes(n))) && rule.re.test(text);
  const [near, far] = [contexts.slice(0, -1), contexts.slice(-1)];
  for (const stage of [near, far]) {
    for (const broad of [false, true]) {
      for (const context of stage) for (const rule of RULES) if (!!rule.weak === broad && fits(rule, context)) return rule.to;
    }
  }
  for (const rule of PATH_RULES) if (fits(rule, path)) return rule.to;
  return null;
}

export function rewrite(path: string, text: string): { text: string; unmapped: string[]; count: number; mapped: string[] } {
  const lines = text.split('\n');
  const unmapped: string[] = [];
  const mapped: string[] = [];
  let count = 0;
  lines.forEach((line, i) => {
    let from = 0;
    lines[i] = line.replace(CITATION, (whole: string, rfc: string | undefined, first: string, more: string, _s: string, at: number) => {
      if (rfc) return whole;
      const end = at + whole.length;
      const before = line.slice(from, end);
      const around = line.slice(from, end + 40);
      from = end;
      const sections = [Number(first), ...[...(more ?? '').matchAll(/\d+/g)].map((m) => Number(m[0]))];
      const to = pointerFor([before, around, line, `${lines[i - 1] ?? ''}\n${line}\n${lines[i + 1] ?? ''}`], sections, path);
      if (!to) {
        unmapped.push(`${path}:${i + 1}: ${line.trim()}`);
        return whole;
      }
      count++;
      mapped.push(`${path}:${i + 1}: ${whole} -> ${to.join(' ')} | ${line.trim().slice(0, 110)}`);
      return `docs/rules/${to[0]}.md "${to[1]}"`;
    });
    // The spec's entity name after a pointer says what its section already says.
    lines[i] = polish(dropEntityWords(lines[i]!));
    const worded = WORDING.reduce((l, [re, to]) => l.replace(re, to), lines[i]!);
    if (worded !== lines[i]) {
      count++;
      mapped.push(`${path}:${i + 1}: wording | ${worded.trim().slice(0, 110)}`);
      lines[i] = worded;
    }
  });
  // A citation broken over two lines ("(spec" then " * §2 ..."): the word stays behind.
  lines.forEach((line, i) => {
    if (/ \(?[Ss]pec$/.test(line) && /^\s*(\*|\/\/)\s+docs\/rules\//.test(lines[i + 1] ?? '')) lines[i] = line.replace(/ ?[Ss]pec$/, '');
  });
  return { text: lines.join('\n'), unmapped, count, mapped };
}

const SOURCE = /\.(tsx?|mts|m?js|css|html|sql|md)$/;
/**
 * Words that still lean on the outside specification without a section
 * number, said in terms the repository holds. Applied to every line.
 */
export const WORDING: [RegExp, string][] = [
  [/\bthe spec(?:\\?'s|’s)? messages\b/g, 'the documented messages'],
  [/\bthe spec(?:\\?'s|’s)? message\b/g, 'the documented message'],
  [/\bthe spec(?:\\?'s|’s)$/g, 'the documented'],
  [/\bthe spec(?:\\?'s|’s) (?:word|name)\b/g, 'the REST name'],
  [/\bThe spec(?:\\?'s|’s) (?:word|name)\b/g, 'The REST name'],
  [/\bthe spec(?:\\?'s|’s) `weight`/g, 'the REST `weight`'],
  [/\(spec rest_duration\b/g, '(REST rest_duration'],
  [/\bthe spec fields\b/g, 'the REST fields'],
  [/\bthe spec(?:\\?'s|’s) (pivot row|extras)\b/g, 'the REST $1'],
  [/\bthe spec order\b/g, 'its own order'],
  [/\bas the spec gives it\b/g, 'as Epley gives it'],
  [/\bthe spec(?:\\?'s|’s) 1023 px\b/g, 'the 1023 px breakpoint'],
  [/\(the spec(?:\\?'s|’s) reps, weight, RPE\)/g, '(reps, weight and RPE)'],
  [/\bthe spec(?:\\?'s|’s) video link text\b/g, 'the documented video link text'],
  [/\(spec: "assign a template to a client"\)/g, '(docs/rules/plans.md "Assigning a plan")'],
  [/\brules the spec has no message for\b/g, 'rules no documented message covers'],
  [/\breuses the spec(?:\\?'s|’s) text\b/g, 'reuses the text'],
  [/^(\s*\*\s*)spec(?:\\?'s|’s) exact words\./g, '$1exact wording listed there.'],
  [/\(architecture:\s*$/g, '(docs/architecture.md "Workout logs":'],
  [/\(issue #10 item 6; the spec shows the$/g, '(issue #10 item 6; docs/rules/meals.md "Meals early access": rather than the'],
  [/"older windows are fetched on demand through the spec(?:\\?'s|’s) windowed endpoints"\)/g, 'history from before the window, fetched when online)'],
];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((n) => n !== 'node_modules')
    .flatMap((n) => files(join(path, n)));
}

function main(args: string[]): void {
  const check = args.includes('--check');
  const show = args.includes('--show');
  const roots = args.filter((a) => !a.startsWith('--'));
  const self = relative(process.cwd(), new URL(import.meta.url).pathname);
  let total = 0;
  const unmapped: string[] = [];
  for (const file of roots.flatMap(files)) {
    const rel = relative(process.cwd(), file);
    if (rel === self || rel === 'tests/unit/doc-links.test.ts') continue;
    const before = readFileSync(file, 'utf8');
    const after = rewrite(rel, before);
    unmapped.push(...after.unmapped);
    total += after.count;
    if (show) for (const m of after.mapped) console.log(m);
    if (after.count > 0) {
      if (!show) console.log(`${rel}: ${after.count}`);
      if (!check) writeFileSync(file, after.text);
    }
  }
  console.log(`${total} citation(s) ${check ? 'to rewrite' : 'rewritten'}`);
  if (unmapped.length > 0) {
    console.error(`No rule maps these; add one to RULES:\n${unmapped.join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && new URL(import.meta.url).pathname === resolve(process.argv[1])) main(process.argv.slice(2));
