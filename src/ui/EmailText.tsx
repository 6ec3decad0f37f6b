import { BreakableText } from './BreakableText';

/**
 * An address split where a line may break: after its @ and before each dot, so a narrow box shows
 * "adam@" / "repwise.app" or "adam@repwise" / ".app", never "adam@repwise.ap" / "p". (No look-behind in
 * the pattern: Safari before 16.4 fails to parse the whole chunk on one.)
 */
export function emailParts(email: string): string[] {
  return email.replace(/@/g, '@\u0000').replace(/\./g, '\u0000.').split('\u0000').filter(Boolean);
}

/** An email address that wraps only at its @ and dots. */
export function EmailText({ email }: { email: string }) {
  return <BreakableText parts={emailParts(email)} />;
}
