import { ConversationRow, MessageRow } from '../../../domain/messaging/entity';
import type { conversations, messages } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** Stored conversations and messages in the device's shape (domain/messaging/entity.ts), every field by convention (replication/row-mapper.ts). */
export const toConversationRow = rowMapper<ConversationRow, typeof conversations.$inferSelect>(ConversationRow);
export const toMessageRow = rowMapper<MessageRow, typeof messages.$inferSelect>(MessageRow);
