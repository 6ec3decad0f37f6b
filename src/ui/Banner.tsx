import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon, WarningIcon } from './icons';

type Tone = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<Tone, (p: { size?: number }) => ReactNode> = {
  info: InfoIcon,
  success: CheckIcon,
  warning: WarningIcon,
  error: AlertIcon,
};

/** A message block; errors are announced assertively, the rest politely. */
export function Banner({ tone = 'info', title, children, actions }: { tone?: Tone; title?: string; children?: ReactNode; actions?: ReactNode }) {
  const IconFor = ICONS[tone];
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="banner-icon">
        <IconFor size={20} />
      </span>
      <div className="banner-body">
        {title ? <p className="banner-title">{title}</p> : null}
        {children ? <div className="banner-text">{children}</div> : null}
        {actions ? <div className="banner-actions">{actions}</div> : null}
      </div>
    </div>
  );
}
