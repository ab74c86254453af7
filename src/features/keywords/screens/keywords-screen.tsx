/** Keywords & Placement: being built (a helper replaces this file). */
export function KeywordsScreen() {
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Keywords &amp; Placement
      </h1>
    </section>
  );
}
