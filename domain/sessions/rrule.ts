import * as rrulePackage from 'rrule';

/**
 * rrule ships an ES module (used by Vite in the browser) and a UMD bundle
 * (what Node picks, having no "exports" map). Node sees the bundle as
 * CommonJS without static named exports, so `import { RRule } from 'rrule'`
 * fails there; take the classes from whichever shape arrived.
 */
type RRuleModule = typeof import('rrule');
const loaded = rrulePackage as RRuleModule & { default?: RRuleModule };
const rrule: RRuleModule = typeof loaded.RRule === 'function' ? loaded : (loaded.default as RRuleModule);

export const RRule = rrule.RRule;
export type RRule = InstanceType<RRuleModule['RRule']>;
export const rrulestr = rrule.rrulestr;
