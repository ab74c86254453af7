/**
 * A sample voice that needs no key: a short WAV (PCM 16-bit, mono, 22.05 kHz) made from the
 * text, for local mode and servers that enable VOICE_MOCK. It is not speech: a soft two-note
 * chime marks it as a sample, then each syllable of the text is a gentle voiced tone whose pitch
 * follows the words, with pauses between words and longer ones at punctuation. The same text
 * always gives the same bytes; the length follows the text, capped at 60 s.
 */

export const MOCK_VOICE_SAMPLE_RATE = 22_050;
export const MOCK_VOICE_MAX_SECONDS = 60;
export const MOCK_VOICE_CONTENT_TYPE = 'audio/wav';

const SYLLABLE_SECONDS = 0.16;
const SYLLABLE_GAP_SECONDS = 0.03;
const WORD_GAP_SECONDS = 0.07;
const COMMA_PAUSE_SECONDS = 0.25;
const SENTENCE_PAUSE_SECONDS = 0.45;
const BASE_PITCH_HZ = 196;
const LEVEL = 0.28;

/** FNV-1a: a small deterministic hash, so a word always sounds the same. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Piece =
  { kind: 'tone'; seconds: number; pitch: number; brightness: number } | { kind: 'pause'; seconds: number };

/** The syllable count of a word: its vowel groups (at least one). */
function syllablesOf(word: string): number {
  const groups = word.toLowerCase().match(/[aeiouyàáâäèéêëìíîïòóôöùúûü]+/g);
  const digits = word.match(/\d/g)?.length ?? 0;
  return Math.max(1, Math.min(6, (groups?.length ?? 0) + digits));
}

/** The text as syllable tones and pauses, with a falling pitch over each sentence. */
function score(text: string): Piece[] {
  const pieces: Piece[] = [];
  const sentences = text.split(/(?<=[.!?;:\n])/);
  for (const sentence of sentences) {
    const tokens = sentence.match(/[\p{L}\p{N}'’-]+|[,.!?;:\n]/gu) ?? [];
    const words = tokens.filter((token) => /[\p{L}\p{N}]/u.test(token));
    const question = sentence.trim().endsWith('?');
    let wordIndex = 0;
    for (const token of tokens) {
      if (/^[,;:]$/.test(token)) {
        pieces.push({ kind: 'pause', seconds: COMMA_PAUSE_SECONDS });
        continue;
      }
      if (/^[.!?\n]$/.test(token)) {
        pieces.push({ kind: 'pause', seconds: SENTENCE_PAUSE_SECONDS });
        continue;
      }
      if (!/[\p{L}\p{N}]/u.test(token)) continue;
      const h = hash(token.toLowerCase());
      const syllables = syllablesOf(token);
      // Declination: a sentence starts higher and settles; a question rises at its end.
      const position = words.length > 1 ? wordIndex / (words.length - 1) : 0;
      const contour = question && position > 0.7 ? 1 + (position - 0.7) * 0.6 : 1.08 - position * 0.16;
      for (let s = 0; s < syllables; s += 1) {
        const wobble = (((h >>> (s * 5)) & 0x1f) / 31 - 0.5) * 0.18;
        const stressed = s === h % syllables ? 1.06 : 1;
        pieces.push({
          kind: 'tone',
          seconds: SYLLABLE_SECONDS * (0.85 + (((h >>> (s * 3 + 7)) & 0x7) / 7) * 0.3),
          pitch: BASE_PITCH_HZ * contour * (1 + wobble) * stressed,
          brightness: ((h >>> (s * 4 + 3)) & 0xf) / 15,
        });
        if (s < syllables - 1) pieces.push({ kind: 'pause', seconds: SYLLABLE_GAP_SECONDS });
      }
      pieces.push({ kind: 'pause', seconds: WORD_GAP_SECONDS });
      wordIndex += 1;
    }
  }
  if (!pieces.some((piece) => piece.kind === 'tone')) {
    pieces.push({ kind: 'tone', seconds: SYLLABLE_SECONDS, pitch: BASE_PITCH_HZ, brightness: 0.5 });
  }
  return pieces;
}

/** The sample's opening chime: two soft bell notes (G5 then B5) that say "this is a sample". */
const CHIME: readonly { start: number; seconds: number; pitch: number }[] = [
  { start: 0, seconds: 0.35, pitch: 783.99 },
  { start: 0.16, seconds: 0.45, pitch: 987.77 },
];
const CHIME_SECONDS = 0.75;

function writeWavHeader(view: DataView, dataBytes: number): void {
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, MOCK_VOICE_SAMPLE_RATE, true);
  view.setUint32(28, MOCK_VOICE_SAMPLE_RATE * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
}

/** The sample voice for `text` as WAV bytes (44-byte header, then 16-bit PCM). */
export function synthesizeMockSpeech(text: string): Uint8Array<ArrayBuffer> {
  const rate = MOCK_VOICE_SAMPLE_RATE;
  const maxSamples = MOCK_VOICE_MAX_SECONDS * rate;
  const pieces = score(text);
  const voiced = pieces.reduce((sum, piece) => sum + piece.seconds, 0);
  const total = Math.min(maxSamples, Math.ceil((CHIME_SECONDS + voiced + 0.3) * rate));
  const samples = new Float32Array(total);

  for (const note of CHIME) {
    const start = Math.floor(note.start * rate);
    const length = Math.floor(note.seconds * rate);
    for (let i = 0; i < length && start + i < total; i += 1) {
      const t = i / rate;
      const decay = Math.exp(-t * 9) * Math.min(1, i / (0.005 * rate));
      samples[start + i] +=
        0.16 *
        decay *
        (Math.sin(2 * Math.PI * note.pitch * t) + 0.3 * Math.sin(2 * Math.PI * note.pitch * 2 * t));
    }
  }

  let cursor = Math.floor(CHIME_SECONDS * rate);
  let phase = 0;
  for (const piece of pieces) {
    const length = Math.floor(piece.seconds * rate);
    if (cursor >= total) break;
    if (piece.kind === 'tone') {
      const attack = Math.floor(0.018 * rate);
      const release = Math.floor(0.05 * rate);
      // A vowel-like spectrum: the fundamental and a few harmonics, brighter for some syllables.
      const h2 = 0.35 + 0.25 * piece.brightness;
      const h3 = 0.12 + 0.18 * (1 - piece.brightness);
      const h4 = 0.06 + 0.08 * piece.brightness;
      const norm = 1 / (1 + h2 + h3 + h4);
      for (let i = 0; i < length && cursor + i < total; i += 1) {
        const progress = i / length;
        // A slight glide within the syllable, and a gentle vibrato.
        const pitch =
          piece.pitch * (1.02 - 0.04 * progress) * (1 + 0.004 * Math.sin((2 * Math.PI * 5.5 * i) / rate));
        phase += (2 * Math.PI * pitch) / rate;
        if (phase > 2 * Math.PI * 1000) phase -= 2 * Math.PI * 1000;
        let envelope = 1;
        if (i < attack) envelope = 0.5 - 0.5 * Math.cos((Math.PI * i) / attack);
        else if (i > length - release) envelope = 0.5 - 0.5 * Math.cos((Math.PI * (length - i)) / release);
        const wave =
          Math.sin(phase) + h2 * Math.sin(2 * phase) + h3 * Math.sin(3 * phase) + h4 * Math.sin(4 * phase);
        samples[cursor + i] += LEVEL * envelope * wave * norm;
      }
    }
    cursor += length;
  }

  const bytes = new Uint8Array(new ArrayBuffer(44 + total * 2));
  const view = new DataView(bytes.buffer);
  writeWavHeader(view, total * 2);
  // Fade the last 20 ms so a capped sample ends without a click.
  const fade = Math.floor(0.02 * rate);
  for (let i = 0; i < total; i += 1) {
    const tail = total - i < fade ? (total - i) / fade : 1;
    const value = Math.max(-1, Math.min(1, samples[i] * tail));
    view.setInt16(44 + i * 2, Math.round(value * 32767), true);
  }
  return bytes;
}

/** The sample voice for `text` as an audio/wav Blob (for the browser's audio player). */
export function mockSpeechBlob(text: string): Blob {
  return new Blob([synthesizeMockSpeech(text)], { type: MOCK_VOICE_CONTENT_TYPE });
}
