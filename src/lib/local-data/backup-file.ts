import { z } from 'zod';
import { datedFileName } from '../download';

/*
 * A Creator OS backup (`.cosbackup`) is one file:
 *
 *   "CREATOR-OS-BACKUP\n"   18 bytes of ASCII: what the file is, readable in any text viewer
 *   manifest length         4 bytes, unsigned, big-endian
 *   manifest                that many bytes of UTF-8 JSON (BackupManifest below)
 *   dump                    the rest: PGlite's data directory as a gzipped tar
 *
 * The manifest holds the dump's length and SHA-256, so a cut or altered file is refused before
 * anything is opened, and the migration level, so a build never opens a database newer than it.
 */

export const BACKUP_EXTENSION = 'cosbackup';
export const BACKUP_FORMAT = 'creator-os-backup';
export const BACKUP_FORMAT_VERSION = 1;

const MAGIC = new TextEncoder().encode('CREATOR-OS-BACKUP\n');
const LENGTH_BYTES = 4;
const HEADER_BYTES = MAGIC.length + LENGTH_BYTES;
// A manifest is a few hundred bytes: a larger length is a damaged header, not a manifest to read.
const MAX_MANIFEST_BYTES = 64 * 1024;

/** Read first, alone: a newer format version may change everything else. */
const BackupEnvelope = z.object({ format: z.string(), formatVersion: z.number().int() });

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  /** When the backup was made (ISO 8601). */
  createdAt: z.iso.datetime(),
  /** The newest migration applied to the backed-up database (supabase_migrations.schema_migrations). */
  migrationLevel: z.string().regex(/^\d+$/),
  /** The PostgreSQL version that wrote the data directory. */
  postgresVersion: z.string().min(1),
  dump: z.object({
    compression: z.literal('gzip'),
    byteLength: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** What the maker of a backup says about it; the length and checksum are measured here. */
export type BackupDescription = Pick<BackupManifest, 'createdAt' | 'migrationLevel' | 'postgresVersion'>;

export type BackupRefusalReason =
  | 'not-a-backup'
  | 'truncated'
  | 'damaged'
  | 'checksum-mismatch'
  | 'newer-migration'
  | 'unknown-format-version'
  | 'other-postgres-version';

export const BACKUP_REFUSAL_MESSAGES: Record<BackupRefusalReason, string> = {
  'not-a-backup': 'This file is not a Creator OS backup.',
  truncated:
    'This backup file is incomplete: it may not have finished downloading or copying. Try another copy.',
  damaged: 'This backup file is damaged and cannot be used. Try another copy.',
  'checksum-mismatch':
    'This backup file has been changed or damaged since it was made, so it cannot be used. Try another copy.',
  'newer-migration': 'This backup comes from a newer version of Creator OS. Update the app, then try again.',
  'unknown-format-version':
    'This backup was saved in a format this version of Creator OS cannot read. Update the app, then try again.',
  'other-postgres-version':
    'This backup was made with a different database engine version than this version of Creator OS uses, so it cannot be opened here.',
};

export interface BackupRefusal {
  ok: false;
  reason: BackupRefusalReason;
  message: string;
}

export interface BackupContents {
  ok: true;
  manifest: BackupManifest;
  /** The data directory, typed as gzip so that PGlite's `loadDataDir` unpacks it. */
  dump: Blob;
}

export const refuseBackup = (reason: BackupRefusalReason): BackupRefusal => ({
  ok: false,
  reason,
  message: BACKUP_REFUSAL_MESSAGES[reason],
});

async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(data)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Orders two migration versions (digit strings: timestamps, compared as numbers). */
export function compareMigrationLevels(a: string, b: string): number {
  return a.length === b.length ? a.localeCompare(b) : a.length - b.length;
}

/** The backup file for `dump` (PGlite's gzipped data directory). */
export async function writeBackup(dump: Blob, description: BackupDescription): Promise<Blob> {
  const manifest: BackupManifest = BackupManifest.parse({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    ...description,
    dump: { compression: 'gzip', byteLength: dump.size, sha256: await sha256Hex(await dump.arrayBuffer()) },
  });
  const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
  const length = new Uint8Array(LENGTH_BYTES);
  new DataView(length.buffer).setUint32(0, manifestBytes.length);
  return new Blob([MAGIC, length, manifestBytes, dump], { type: 'application/octet-stream' });
}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => prefix.every((byte, i) => bytes[i] === byte);

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Opens a backup file, or says why it cannot be used: not a backup, cut short, damaged (an
 * unreadable manifest, bytes that fail the checksum), from a newer migration than
 * `newestKnownMigration` (this build's), or in a format version this build does not know.
 */
export async function readBackup(
  file: Blob,
  { newestKnownMigration }: { newestKnownMigration: string },
): Promise<BackupContents | BackupRefusal> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  if (header.length < MAGIC.length) {
    return header.length > 0 && startsWith(MAGIC, header)
      ? refuseBackup('truncated')
      : refuseBackup('not-a-backup');
  }
  if (!startsWith(header, MAGIC)) return refuseBackup('not-a-backup');
  if (header.length < HEADER_BYTES) return refuseBackup('truncated');

  const manifestLength = new DataView(header.buffer).getUint32(MAGIC.length);
  if (manifestLength > MAX_MANIFEST_BYTES) return refuseBackup('damaged');
  const dumpStart = HEADER_BYTES + manifestLength;
  if (file.size < dumpStart) return refuseBackup('truncated');

  const json = parseJson(new Uint8Array(await file.slice(HEADER_BYTES, dumpStart).arrayBuffer()));
  const envelope = BackupEnvelope.safeParse(json);
  if (!envelope.success) return refuseBackup('damaged');
  if (envelope.data.format !== BACKUP_FORMAT) return refuseBackup('not-a-backup');
  if (envelope.data.formatVersion !== BACKUP_FORMAT_VERSION) return refuseBackup('unknown-format-version');
  const parsed = BackupManifest.safeParse(json);
  if (!parsed.success) return refuseBackup('damaged');
  const manifest = parsed.data;

  const dumpBytes = file.size - dumpStart;
  if (dumpBytes < manifest.dump.byteLength) return refuseBackup('truncated');
  if (dumpBytes > manifest.dump.byteLength) return refuseBackup('damaged');
  const dump = file.slice(dumpStart, file.size, 'application/gzip');
  if ((await sha256Hex(await dump.arrayBuffer())) !== manifest.dump.sha256)
    return refuseBackup('checksum-mismatch');
  if (compareMigrationLevels(manifest.migrationLevel, newestKnownMigration) > 0)
    return refuseBackup('newer-migration');
  return { ok: true, manifest, dump };
}

/** The PostgreSQL major version (`17.4` → `17`): a data directory opens only in the same major. */
export const postgresMajor = (version: string) => version.trim().split(/[.\s]/)[0] ?? '';

/** `creator-os-backup-YYYY-MM-DD.cosbackup`, the date in the user's time zone. */
export function backupFileName(date = new Date()): string {
  return datedFileName('creator-os-backup', BACKUP_EXTENSION, date);
}
