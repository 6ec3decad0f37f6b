export function Spinner({ label, size = 20 }: { label?: string; size?: number }) {
  return (
    <span className="spinner-wrap" role={label ? 'status' : undefined}>
      <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A full-area loading state with a visible label. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" style={{ width: 28, height: 28 }} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
