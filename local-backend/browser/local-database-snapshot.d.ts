/** The migrated database the build ships (scripts/local-database-snapshot.ts); null in dev and tests. */
declare module 'virtual:local-database-snapshot' {
  const snapshotUrl: string | null;
  export default snapshotUrl;
}
