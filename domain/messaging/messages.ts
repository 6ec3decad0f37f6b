/**
 * Messages of the messaging area, in English, spread into domain/messages.ts;
 * their sk and cz texts are below (the app keeps them in its messaging
 * feature's i18n under "messages"). No placeholders: the app finds a text's
 * key (messageKeyOf) to translate it, so the limits are written out.
 */
export const MESSAGING_MESSAGES = {
  messageBodyRequired: 'Write a message first.',
  messageBodyTooLong: 'A message may not be longer than 4,000 characters.',
  messageNotAuthor: 'Only the author can change or delete a message.',
  messageEditWindowClosed: 'A message can be edited only within 15 minutes of writing it.',
  messageRemoved: 'This message was deleted.',
  messageReferenceNotFound: 'The item this message points at is not there any more.',
  messageReferenceIncomplete: 'A reference needs both its kind and its id.',
  broadcastNoRecipients: 'Choose at least one client.',
  broadcastTooMany: 'A broadcast can reach at most 500 clients.',
  broadcastDuplicateRecipient: 'Each client may be chosen only once.',
} as const;

export type MessagingMessageKey = keyof typeof MESSAGING_MESSAGES;

export const MESSAGING_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<MessagingMessageKey, string>> = {
  sk: {
    messageBodyRequired: 'Najprv napíšte správu.',
    messageBodyTooLong: 'Správa nesmie byť dlhšia ako 4 000 znakov.',
    messageNotAuthor: 'Správu môže zmeniť alebo zmazať iba jej autor.',
    messageEditWindowClosed: 'Správu možno upraviť iba do 15 minút od jej napísania.',
    messageRemoved: 'Táto správa bola zmazaná.',
    messageReferenceNotFound: 'Položka, na ktorú správa odkazuje, už neexistuje.',
    messageReferenceIncomplete: 'Odkaz potrebuje druh aj identifikátor.',
    broadcastNoRecipients: 'Vyberte aspoň jedného klienta.',
    broadcastTooMany: 'Hromadná správa môže ísť najviac 500 klientom.',
    broadcastDuplicateRecipient: 'Každého klienta možno vybrať iba raz.',
  },
  cz: {
    messageBodyRequired: 'Nejprve napište zprávu.',
    messageBodyTooLong: 'Zpráva nesmí být delší než 4 000 znaků.',
    messageNotAuthor: 'Zprávu může změnit nebo smazat pouze její autor.',
    messageEditWindowClosed: 'Zprávu lze upravit jen do 15 minut od jejího napsání.',
    messageRemoved: 'Tato zpráva byla smazána.',
    messageReferenceNotFound: 'Položka, na kterou zpráva odkazuje, už neexistuje.',
    messageReferenceIncomplete: 'Odkaz potřebuje druh i identifikátor.',
    broadcastNoRecipients: 'Vyberte alespoň jednoho klienta.',
    broadcastTooMany: 'Hromadná zpráva může jít nejvýše 500 klientům.',
    broadcastDuplicateRecipient: 'Každého klienta lze vybrat jen jednou.',
  },
};
