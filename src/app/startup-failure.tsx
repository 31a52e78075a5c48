/** Shown when the site cannot even start (configuration unreachable or invalid). */
export function StartupFailure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Le site ne peut pas démarrer.';
  return (
    <main style={{ maxWidth: '36rem', margin: '15vh auto', padding: '0 1.5rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.6 }}>
      <h1 style={{ fontSize: '1.6rem' }}>Le site est momentanément indisponible</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '0.7rem 1.2rem', fontSize: '1rem', minHeight: 44 }}>
        Réessayer
      </button>
    </main>
  );
}
