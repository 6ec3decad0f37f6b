import { Fragment } from 'react';

/**
 * Text that may wrap only between the given parts (<wbr>), e.g. an address after its @ and before its dots,
 * a path after its slashes; a part longer than the line still breaks where it must (.breakable-text,
 * styles/base.css), rather than a word being split anywhere.
 */
export function BreakableText({ parts }: { parts: readonly string[] }) {
  return (
    <span className="breakable-text">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A URL path split after each slash: "/sk/" "alternatives/" "trainerize", never "alternat" / "ives". */
export function pathParts(path: string): string[] {
  return path.replace(/\//g, '/\u0000').split('\u0000').filter(Boolean);
}
