/** The largest script file the checker reads. */
export const MAX_SCRIPT_FILE_BYTES = 1024 * 1024;
const ACCEPTED = /\.(txt|md|markdown)$/i;

export const SCRIPT_FILE_ACCEPT = '.txt,.md,.markdown,text/plain,text/markdown';

/** Why a file cannot be read as a script, or null when it can. */
export function scriptFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!ACCEPTED.test(file.name)) return `${file.name} is not a text script: choose a .txt or .md file.`;
  if (file.size > MAX_SCRIPT_FILE_BYTES)
    return `${file.name} is larger than 1 MB: choose a smaller script file.`;
  return null;
}

/** Reads a text file as UTF-8 with FileReader. */
export function readScriptFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
