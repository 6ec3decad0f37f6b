import { useMemo } from 'react';
import { linkify } from './linkify';

/** A message's text with its web addresses as links: text nodes and <a> elements only, so a message never carries markup. */
export function MessageText({ body }: { body: string }) {
  const pieces = useMemo(() => linkify(body), [body]);
  return (
    <p className="msg-text">
      {pieces.map((p, i) =>
        p.kind === 'link' ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer">
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}
