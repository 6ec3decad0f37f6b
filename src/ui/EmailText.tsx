import { Fragment } from 'react';

/**
 * An address split where a line may break: after its @ and before each dot, so a narrow box shows
 * "adam@" / "repwise.app" or "adam@repwise" / ".app", never "adam@repwise.ap" / "p". (No look-behind in
 * the pattern: Safari before 16.4 fails to parse the whole chunk on one.)
 */
export function emailParts(email: string): string[] {
  return email.replace(/@/g, '@\u0000').replace(/\./g, '\u0000.').split('\u0000').filter(Boolean);
}

/** An email address that wraps only at its @ and dots (<wbr>), a part longer than the line still breaking where it must. */
export function EmailText({ email }: { email: string }) {
  return (
    <span className="email-text">
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
