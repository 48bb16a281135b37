export function NotFoundScreen() {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>404 Not Found</h1>
    </main>
  );
}
