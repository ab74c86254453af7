import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import {
  BACKUP_REFUSAL_MESSAGES,
  backupFileName,
  compareMigrationLevels,
  postgresMajor,
  readBackup,
  writeBackup,
  type BackupContents,
  type BackupRefusal,
} from './backup-file';

const KNOWN = { newestKnownMigration: '20261125000700' };
const description = {
  createdAt: '2026-11-30T08:15:00.000Z',
  migrationLevel: '20261125000700',
  postgresVersion: '17.5',
};
const dumpBytes = new Uint8Array(gzipSync(Buffer.from('a data directory, as a tar: '.repeat(200))));
const dump = new Blob([dumpBytes], { type: 'application/x-gzip' });

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const manifestStart = 'CREATOR-OS-BACKUP\n'.length + 4;

async function expectRefused(file: Blob, reason: BackupRefusal['reason'], known = KNOWN) {
  const result = await readBackup(file, known);
  expect(result).toEqual({ ok: false, reason, message: BACKUP_REFUSAL_MESSAGES[reason] });
}

/** A backup whose manifest is replaced by `manifest` (the header's length follows it). */
function withManifest(manifest: unknown, body: Blob = dump): Blob {
  const json = new TextEncoder().encode(JSON.stringify(manifest));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, json.length);
  return new Blob([new TextEncoder().encode('CREATOR-OS-BACKUP\n'), length, json, body]);
}

async function manifestOf(file: Blob) {
  const result = await readBackup(file, KNOWN);
  if (!result.ok) throw new Error(result.message);
  return result.manifest;
}

describe('the backup file', () => {
  test('round trip: the same dump comes back, with a manifest describing it', async () => {
    const file = await writeBackup(dump, description);
    const result = (await readBackup(file, KNOWN)) as BackupContents;
    expect(result.ok).toBe(true);
    expect(await bytesOf(result.dump)).toEqual(dumpBytes);
    expect(result.dump.type).toBe('application/gzip');
    expect(result.manifest).toEqual({
      format: 'creator-os-backup',
      formatVersion: 1,
      ...description,
      dump: {
        compression: 'gzip',
        byteLength: dumpBytes.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
  });

  test('starts with a readable name, so a person opening it sees what it is', async () => {
    const file = await writeBackup(dump, description);
    expect(new TextDecoder().decode((await bytesOf(file)).slice(0, 18))).toBe('CREATOR-OS-BACKUP\n');
  });

  test('the checksum is the SHA-256 of the dump', async () => {
    const manifest = await manifestOf(await writeBackup(dump, description));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', dumpBytes));
    expect(manifest.dump.sha256).toBe(Buffer.from(digest).toString('hex'));
  });

  test('an older migration level opens (it is migrated forward on restore)', async () => {
    const file = await writeBackup(dump, { ...description, migrationLevel: '20261124000100' });
    expect((await readBackup(file, KNOWN)).ok).toBe(true);
  });

  test('refuses a file that is not a backup', async () => {
    await expectRefused(new Blob(['{"scripts": []}']), 'not-a-backup');
    await expectRefused(new Blob([]), 'not-a-backup');
    await expectRefused(dump, 'not-a-backup');
  });

  test('refuses a manifest of another format as not a backup', async () => {
    const manifest = await manifestOf(await writeBackup(dump, description));
    await expectRefused(withManifest({ ...manifest, format: 'someone-else' }), 'not-a-backup');
  });

  test('refuses a file cut short anywhere', async () => {
    const bytes = await bytesOf(await writeBackup(dump, description));
    for (const length of [10, manifestStart - 1, manifestStart + 20, bytes.length - 1]) {
      await expectRefused(new Blob([bytes.slice(0, length)]), 'truncated');
    }
  });

  test('refuses a flipped byte in the dump: its checksum no longer matches', async () => {
    const bytes = await bytesOf(await writeBackup(dump, description));
    bytes[bytes.length - 100] ^= 0x01;
    await expectRefused(new Blob([bytes]), 'checksum-mismatch');
  });

  test('refuses a flipped byte in the manifest as damaged', async () => {
    const bytes = await bytesOf(await writeBackup(dump, description));
    bytes[manifestStart] ^= 0x20; // the manifest's opening brace
    await expectRefused(new Blob([bytes]), 'damaged');
  });

  test('refuses extra bytes after the dump as damaged', async () => {
    const file = await writeBackup(dump, description);
    await expectRefused(new Blob([file, new Uint8Array([0])]), 'damaged');
  });

  test('refuses a manifest length no manifest has as damaged', async () => {
    const bytes = await bytesOf(await writeBackup(dump, description));
    bytes[18] = 0xff;
    await expectRefused(new Blob([bytes]), 'damaged');
  });

  test('refuses a backup from a newer migration than this build knows', async () => {
    const file = await writeBackup(dump, { ...description, migrationLevel: '20270101000000' });
    await expectRefused(file, 'newer-migration');
  });

  test('refuses an unknown format version, even when the rest would not parse', async () => {
    const manifest = await manifestOf(await writeBackup(dump, description));
    await expectRefused(withManifest({ ...manifest, formatVersion: 2 }), 'unknown-format-version');
    await expectRefused(
      withManifest({ format: 'creator-os-backup', formatVersion: 3, parts: [] }),
      'unknown-format-version',
    );
  });

  test('each refusal says plainly what is wrong', () => {
    for (const message of Object.values(BACKUP_REFUSAL_MESSAGES)) {
      expect(message).toMatch(/^This (file|backup)/);
      expect(message).not.toMatch(/checksum|migration|manifest|SHA/i);
    }
  });

  test('migration levels compare as numbers', () => {
    expect(compareMigrationLevels('20261125000700', '20261125000700')).toBe(0);
    expect(compareMigrationLevels('20261125000800', '20261125000700')).toBeGreaterThan(0);
    expect(compareMigrationLevels('9', '10')).toBeLessThan(0);
  });

  test('the file is named by the local date', () => {
    expect(backupFileName(new Date(2026, 10, 30, 23, 59))).toBe('creator-os-backup-2026-11-30.cosbackup');
  });
});

describe('the PostgreSQL major version', () => {
  test('is what decides whether a data directory opens here', () => {
    expect(postgresMajor('17.4')).toBe('17');
    expect(postgresMajor('17.5 (PGlite 0.3)')).toBe('17');
    expect(postgresMajor('16.2')).not.toBe(postgresMajor('17.4'));
  });
});
