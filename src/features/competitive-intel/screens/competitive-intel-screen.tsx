/** Competitive Intelligence: being built (a helper replaces this file). */
export function CompetitiveIntelScreen() {
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Competitive Intelligence
      </h1>
    </section>
  );
}
