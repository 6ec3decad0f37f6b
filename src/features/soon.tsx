import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../ui/ComingSoon';

/** A screen a later release fills: its translated title and a short honest text (keys <key>.title and <key>.soon). */
export function soonScreen(key: string) {
  function SoonScreen() {
    const { t } = useTranslation();
    return <ComingSoon title={t(`${key}.title`)} text={t(`${key}.soon`)} />;
  }
  SoonScreen.displayName = `Soon(${key})`;
  return SoonScreen;
}
