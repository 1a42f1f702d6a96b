export function Home({ siteName }: { siteName: string }) {
  return (
    <main className="t1-home">
      <section className="t1-hero" aria-labelledby="t1-hero-title">
        <h1 id="t1-hero-title">Welcome to {siteName}</h1>
        <p>Slots, live casino and sports in one lobby.</p>
      </section>
    </main>
  );
}
