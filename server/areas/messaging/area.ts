import { conversations, messages } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { editMessage } from './commands/edit';
import { readConversation } from './commands/read';
import { removeMessage } from './commands/remove';
import { broadcastMessage, sendMessage } from './commands/send';
import { toConversationRow, toMessageRow } from './row';
import { registerMessagingRoutes } from './routes';

export const messagingServer = defineServerArea({
  tables: { conversations: serverTable(conversations, toConversationRow), messages: serverTable(messages, toMessageRow) },
  commands: {
    'message.send': sendMessage,
    'message.edit': editMessage,
    'message.remove': removeMessage,
    'message.broadcast': broadcastMessage,
    'conversation.read': readConversation,
  },
  routes: registerMessagingRoutes,
});
