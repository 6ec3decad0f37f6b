import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RefKind } from '../../../domain/messaging/references';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { ChevronRightIcon } from '../../ui/icons';
import { refPath } from './references';
import type { Side } from './threadView';
import { useRefTarget } from './useRefTarget';

/** The card of what a message points at (docs/rules/messaging.md "References"): its kind, what the device knows of it, and a link that opens it. */
export function ReferenceCard({ kind, id, side, clientId }: { kind: RefKind; id: string; side: Side; clientId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target = useRefTarget(kind, id);
  const path = target === undefined ? null : refPath(kind, id, side, clientId, target);
  const when = target?.when ? formatDate(target.when, locale, { dateStyle: 'medium' }) : null;
  // The kind over what the item is: side by side, a 360 px bubble left the title a column a word wide.
  const body = (
    <span className="msg-ref-text">
      <span className="msg-ref-kind">{t(`messaging.ref.${kind}`)}</span>
      <span className="msg-ref-detail">{target === null ? t('messaging.ref.missing') : [target?.detail, when].filter(Boolean).join(' · ')}</span>
    </span>
  );
  if (!path || target === null) return <div className="msg-ref">{body}</div>;
  return (
    // Its name is what it shows (kind, item, date): a label of its own would hide that from speech input.
    <Link to={path} className="msg-ref msg-ref--link">
      {body}
      <ChevronRightIcon size={16} />
    </Link>
  );
}
