/** Templates & Swipes: being built (a helper replaces this file). */
export function TemplatesScreen() {
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Templates &amp; Swipes
      </h1>
    </section>
  );
}
