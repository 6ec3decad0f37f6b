import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../../domain/messaging/entity';
import { linkify, safeHref } from '../../src/features/messaging/linkify';
import { parseRefParam, refParam, refPath } from '../../src/features/messaging/references';
import { bodyError } from '../../src/features/messaging/bodyCheck';
import { sendsOnKey } from '../../src/features/messaging/keys';
import {
  dayLabelKind,
  filterInbox,
  folded,
  groupByDay,
  inboxOrder,
  latestFromOther,
  localDayKey,
  preview,
  seenMessageId,
  unreadFor,
  type InboxEntry,
} from '../../src/features/messaging/threadView';

const msg = (id: string, writtenAt: string, authorRole: 'trainer' | 'client', extra: Partial<MessageRow> = {}): MessageRow => ({
  id,
  conversationId: 'c',
  clientId: 'c',
  authorId: authorRole === 'trainer' ? 'T' : 'C',
  authorRole,
  body: id,
  refKind: null,
  refId: null,
  writtenAt,
  editedAt: null,
  removedAt: null,
  createdAt: writtenAt,
  updatedAt: writtenAt,
  ...extra,
});

describe('links in messages', () => {
  it('turns http(s) and www. addresses into links and leaves the rest as text', () => {
    expect(linkify('see https://repwise.app/plans?id=1 today')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://repwise.app/plans?id=1', href: 'https://repwise.app/plans?id=1' },
      { kind: 'text', text: ' today' },
    ]);
    expect(linkify('www.youtube.com/watch?v=x')).toEqual([{ kind: 'link', text: 'www.youtube.com/watch?v=x', href: 'https://www.youtube.com/watch?v=x' }]);
  });
  it('keeps sentence punctuation and an unmatched bracket out of the address', () => {
    const pieces = linkify('Watch this (https://example.com/squat). Then http://a.sk/x, ok?');
    expect(pieces.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://example.com/squat', 'http://a.sk/x']);
    expect(pieces.map((p) => p.text).join('')).toBe('Watch this (https://example.com/squat). Then http://a.sk/x, ok?');
    expect(linkify('https://en.wikipedia.org/wiki/Squat_(exercise)')[0]).toMatchObject({ kind: 'link', text: 'https://en.wikipedia.org/wiki/Squat_(exercise)' });
  });
  it('never makes a link of javascript:, data: or markup', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://x.sk">y</a> <script>alert(1)</script>';
    const pieces = linkify(text);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    for (const p of pieces) if (p.kind === 'link') expect(p.href.startsWith('https://')).toBe(true);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://localhost')).toBe('https://localhost/');
    expect(safeHref('http://nodot')).toBeNull();
  });
  it('does not take an address glued to a word', () => {
    expect(linkify('foohttps://x.sk').every((p) => p.kind === 'text')).toBe(true);
  });
});

describe('a thread by day', () => {
  it('groups messages in thread order under the local day they were written on', () => {
    const a = new Date(2026, 2, 3, 23, 50).toISOString();
    const b = new Date(2026, 2, 4, 0, 10).toISOString();
    const c = new Date(2026, 2, 4, 9, 0).toISOString();
    const groups = groupByDay([msg('a', a, 'trainer'), msg('b', b, 'client'), msg('c', c, 'trainer')]);
    expect(groups.map((g) => [g.day, g.messages.map((m) => m.id)])).toEqual([
      ['2026-03-03', ['a']],
      ['2026-03-04', ['b', 'c']],
    ]);
  });
  it('says today and yesterday, a date otherwise', () => {
    const now = new Date(2026, 2, 4, 12);
    expect(dayLabelKind(localDayKey(new Date(2026, 2, 4, 0, 5).toISOString()), now)).toBe('today');
    expect(dayLabelKind(localDayKey(new Date(2026, 2, 3, 23, 55).toISOString()), now)).toBe('yesterday');
    expect(dayLabelKind('2026-03-01', now)).toBe('date');
  });
});

describe('read state on screen', () => {
  const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 10, m)).toISOString();
  const thread = [msg('m1', t(1), 'trainer'), msg('m2', t(2), 'client'), msg('m3', t(3), 'trainer'), msg('m4', t(4), 'trainer')];
  it('shows "seen" once, under the author\u2019s last message, when the other side\u2019s mark passed it', () => {
    expect(seenMessageId(thread, 'trainer', { id: 'm4', at: t(4) })).toBe('m4');
    expect(seenMessageId(thread, 'trainer', { id: 'm3', at: t(3) })).toBeNull();
    expect(seenMessageId(thread, 'client', { id: 'm2', at: t(2) })).toBe('m2');
    expect(seenMessageId(thread, 'client', { id: null, at: null })).toBeNull();
  });
  it('counts the other side\u2019s messages after the mark, deleted ones left out, and reads up to the other side\u2019s latest', () => {
    const withRemoved = [...thread, msg('m5', t(5), 'trainer', { removedAt: t(6), body: '' })];
    expect(unreadFor(withRemoved, 'client', { id: 'm1', at: t(1) }).map((m) => m.id)).toEqual(['m3', 'm4']);
    expect(unreadFor(withRemoved, 'trainer', { id: null, at: null }).map((m) => m.id)).toEqual(['m2']);
    expect(latestFromOther(thread, 'client')?.id).toBe('m4');
    expect(latestFromOther(thread, 'trainer')?.id).toBe('m2');
  });
});

describe('the inbox', () => {
  const e = (conversationId: string, clientName: string, writtenAt: string | null): InboxEntry => ({
    conversationId,
    clientName,
    last: writtenAt ? { body: 'x', writtenAt, removed: false, authorRole: 'client' } : null,
    unread: 0,
  });
  it('puts the latest conversation first, those without messages last by name', () => {
    const list = [e('1', 'Zoe', null), e('2', 'Ana', '2026-01-01T10:00:00.000Z'), e('3', 'Bob', '2026-01-02T10:00:00.000Z'), e('4', 'Adam', null)];
    expect(list.sort(inboxOrder).map((x) => x.clientName)).toEqual(['Bob', 'Ana', 'Adam', 'Zoe']);
  });
  it('finds a client by name without accents and a conversation by its messages\u2019 text', () => {
    const list = [e('1', 'Ján Novák', null), e('2', 'Eva', null)];
    expect(filterInbox(list, 'jan', new Set()).map((x) => x.conversationId)).toEqual(['1']);
    expect(filterInbox(list, 'squat', new Set(['2'])).map((x) => x.conversationId)).toEqual(['2']);
    expect(filterInbox(list, '  ', new Set())).toHaveLength(2);
    expect(folded('ŠTVRTOK')).toBe('stvrtok');
  });
  it('previews the first line, shortened', () => {
    expect(preview('\n  Hello there\nsecond')).toBe('Hello there');
    expect(preview('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('the composer', () => {
  it('refuses an empty or too long body with the domain\u2019s text', () => {
    expect(bodyError('   \n ')).toBe('Write a message first.');
    expect(bodyError('x'.repeat(4001))).toBe('A message may not be longer than 4,000 characters.');
    expect(bodyError(`  ${'x'.repeat(4000)}  `)).toBeNull();
  });
  it('sends on Ctrl/Cmd+Enter only; Enter alone is a new line', () => {
    expect(sendsOnKey({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', ctrlKey: true, metaKey: false, nativeEvent: { isComposing: true } })).toBe(false);
  });
});

describe('references', () => {
  const id = '0190f1a2-0000-7000-8000-000000000001';
  it('round-trip through the Comment button\u2019s query and refuse anything else', () => {
    expect(parseRefParam(refParam('weightLog', id))).toEqual({ kind: 'weightLog', id });
    expect(parseRefParam('script:' + id)).toBeNull();
    expect(parseRefParam('weightLog:../../x')).toBeNull();
    expect(parseRefParam(null)).toBeNull();
  });
  it('open the item on the reader\u2019s side', () => {
    expect(refPath('sessionLog', id, 'trainer', 'cl', null)).toBe(`/trainer/sessions/${id}/log`);
    expect(refPath('sessionLog', id, 'client', 'cl', null)).toBe(`/client/sessions/${id}/log`);
    expect(refPath('exerciseSet', id, 'client', 'cl', { when: null, detail: null, sessionId: 's1' })).toBe('/client/sessions/s1/log');
    expect(refPath('exerciseSet', id, 'client', 'cl', null)).toBeNull();
    expect(refPath('weightLog', id, 'trainer', 'cl', null)).toBe('/trainer/clients/cl');
    expect(refPath('plan', id, 'client', 'cl', null)).toBe(`/client/plans/${id}`);
  });
});
