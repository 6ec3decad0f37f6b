import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { translations, type Tree } from './resources';

const { en, sk, cz } = translations;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('translations', () => {
  const all = { en: leaves(en as Tree), sk: leaves(sk as Tree), cz: leaves(cz as Tree) };

  it('have identical key sets in en, sk and cz', () => {
    const keys = [...all.en.keys()].sort();
    expect([...all.sk.keys()].sort()).toEqual(keys);
    expect([...all.cz.keys()].sort()).toEqual(keys);
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of all.en) {
      expect(placeholders(all.sk.get(key) ?? ''), `sk ${key}`).toEqual(placeholders(text));
      expect(placeholders(all.cz.get(key) ?? ''), `cz ${key}`).toEqual(placeholders(text));
    }
  });

  it('translate every spec message, and en matches domain/messages.ts word for word', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(all.en.get(`messages.${key}`), key).toBe(text);
      expect(all.sk.get(`messages.${key}`), `sk ${key}`).toBeTruthy();
      expect(all.cz.get(`messages.${key}`), `cz ${key}`).toBeTruthy();
    }
    expect([...all.en.keys()].filter((k) => k.startsWith('messages.')).length).toBe(Object.keys(MESSAGES).length);
  });

  it('are really translated: Slovak and Czech messages differ from English and use diacritics', () => {
    const same = [...all.en].filter(([k, v]) => k.startsWith('messages.') && (all.sk.get(k) === v || all.cz.get(k) === v));
    expect(same).toEqual([]);
    expect([...all.sk.values()].join(' ')).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
    expect([...all.cz.values()].join(' ')).toMatch(/[áčďéěíňóřšťúůýž]/);
  });
});
