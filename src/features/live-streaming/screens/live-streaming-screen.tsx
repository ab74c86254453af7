/** Live Streaming Studio: being built (a helper replaces this file). */
export function LiveStreamingScreen() {
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Live Streaming Studio
      </h1>
    </section>
  );
}
