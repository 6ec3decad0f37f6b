/** What other features and the app's frame use of messaging: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { ClientMessagesTab } from './ClientMessagesTab';
export { CommentButton } from './CommentButton';
export { CommentList, ItemComments } from './ItemComments';
export { useCommentsByItem } from './useCommentsByItem';
export { LatestMessageCard } from './LatestMessageCard';
export { MessagesTopLink, MessagesTopLinkFrame, UnreadBadge, useMessagesLabel } from './MessagesNavLink';
export { MessageIcon } from './icons';
