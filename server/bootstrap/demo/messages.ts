import { demoId, pushAs, type DemoPart, type DemoSeed } from './seed';

const HOUR_MS = 3_600_000;

/** One line of a demo conversation: who wrote it, how many hours ago, the text, and what it points at. */
interface Line {
  by: 'trainer' | 'client';
  hoursAgo: number;
  body: string;
  ref?: { kind: 'weightLog'; id: string };
}

/**
 * Conversations a trainer really has (docs/rules/messaging.md): feedback on
 * training, a question about a plan, a comment on a weight entry, a note for a
 * client who has no account yet. Clients without an account only get the
 * trainer's note.
 */
const CONVERSATIONS: Record<string, Line[]> = {
  adam: [
    { by: 'trainer', hoursAgo: 74, body: 'Hi Adam, your new plan is ready. Week one is about technique, so keep the weights light and the reps clean.' },
    { by: 'client', hoursAgo: 73, body: 'Thanks! Should I do the squats before or after the deadlifts?' },
    { by: 'trainer', hoursAgo: 72, body: 'Squats first, then deadlifts. This video shows the bracing we talked about: https://www.youtube.com/watch?v=ultWZbUMPL8' },
    { by: 'client', hoursAgo: 26, body: 'Done today. The last set of squats was hard but I kept the depth.' },
    { by: 'trainer', hoursAgo: 25, body: 'Great depth on those squats! Next week we add 2.5 kg.' },
    { by: 'trainer', hoursAgo: 3, body: 'Nice trend on the scale, down again this week. Keep the protein up.', ref: { kind: 'weightLog', id: demoId('weight:adam:0') } },
    { by: 'client', hoursAgo: 1, body: 'Will do. Can we move Thursday to 18:00?' },
  ],
  beata: [
    { by: 'client', hoursAgo: 50, body: 'My knee felt a bit sore after the lunges yesterday.' },
    { by: 'trainer', hoursAgo: 49, body: 'Thanks for telling me. Swap the lunges for glute bridges this week and we will look at it together on Monday.' },
    { by: 'client', hoursAgo: 48, body: 'OK, see you Monday.' },
  ],
  cyril: [{ by: 'trainer', hoursAgo: 120, body: 'Welcome to Repwise, Cyril! Log your workouts here and I will comment on them.' }],
  dominika: [{ by: 'trainer', hoursAgo: 30, body: 'A note for when you join: bring running shoes to our first session.' }],
};

const at = (s: DemoSeed, hoursAgo: number) => new Date(s.now.getTime() - hoursAgo * HOUR_MS).toISOString();

/** The trainer writes from their laptop, each client from their phone; the trainer has read all but the latest reply. */
export const messagesPart: DemoPart = {
  name: 'messages',
  async seed(s) {
    const trainerWrites: { name: string; args: unknown }[] = [];
    for (const [key, lines] of Object.entries(CONVERSATIONS)) {
      const conversationId = s.clientIds.get(key);
      if (!conversationId) continue;
      const user = s.clientUsers.get(key);
      const clientWrites: { name: string; args: unknown }[] = [];
      lines.forEach((l, i) => {
        const send = {
          name: 'message.send',
          args: { id: demoId(`message:${key}:${i}`), conversationId, body: l.body, refKind: l.ref?.kind ?? null, refId: l.ref?.id ?? null, writtenAt: at(s, l.hoursAgo) },
        };
        if (l.by === 'trainer') trainerWrites.push(send);
        else if (user) clientWrites.push(send);
      });
      if (user && clientWrites.length) await pushAs(s, user, `client:${key}:messages`, clientWrites);
      // The trainer read everything up to the client's reply before the last one.
      const replies = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.by === 'client');
      const read = user ? replies[replies.length - 2] : undefined;
      if (read) trainerWrites.push({ name: 'conversation.read', args: { id: conversationId, messageId: demoId(`message:${key}:${read.i}`), writtenAt: at(s, read.l.hoursAgo) } });
    }
    await pushAs(s, s.trainer, 'trainer:messages', trainerWrites);
  },
};
