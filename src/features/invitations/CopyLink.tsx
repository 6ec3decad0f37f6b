import { useTranslation } from 'react-i18next';
import { CopyLink as CopyField } from '../../ui/CopyLink';

/** The invitation link, ready to copy. */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return <CopyField link={link} texts={{ label: t('invitations.card.link'), copy: t('invitations.card.copy'), copied: t('invitations.card.copied') }} />;
}
