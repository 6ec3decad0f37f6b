import { useSyncExternalStore, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
type Size = 'md' | 'lg' | 'sm';

function classes(variant: Variant, size: Size, block: boolean | undefined, extra?: string) {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  /** Shows a spinner and disables the button; the label says what is happening. */
  loading?: boolean;
  icon?: ReactNode;
}

const noSubscription = () => () => {};

/**
 * False in HTML pre-rendered at build time (src/prerender.tsx), true once the
 * app renders in the browser: a pre-rendered form must not submit natively
 * (a GET would put the password in the address) before the app takes over.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function Button({ variant = 'primary', size = 'md', block, loading, icon, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const running = useAppRunning();
  return (
    <button
      type={type}
      className={classes(variant, size, block, className)}
      disabled={disabled || loading || (type === 'submit' && !running)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      <span>{children}</span>
    </button>
  );
}

export interface LinkButtonProps extends LinkProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}

export function LinkButton({ variant = 'primary', size = 'md', block, icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={classes(variant, size, block, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
