import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useLocale } from '../../hooks/useLocale';
import { kcalText } from './format';
import { WaterDialog } from './WaterDialog';

/** The day's water: one tap adds a glass (250 ml), Edit types the amount. */
export function WaterCard({ total, onAdd, onSet }: { total: number; onAdd: () => void; onSet: (ml: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <section className="card ml-card ml-water" aria-labelledby="ml-water-title">
      <h2 className="card-title" id="ml-water-title">
        {t('mealLog.water.title')}
      </h2>
      <p className="ml-water-value" data-testid="water-value" aria-live="polite">
        {t('mealLog.figures.ml', { value: kcalText(total, locale) })}
      </p>
      <div className="ml-water-actions">
        <Button size="lg" onClick={onAdd} aria-label={t('mealLog.water.addLabel')}>
          {t('mealLog.water.add')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
          {t('mealLog.water.edit')}
        </Button>
      </div>
      <WaterDialog open={open} onOpenChange={setOpen} current={total} onSave={onSet} />
    </section>
  );
}
