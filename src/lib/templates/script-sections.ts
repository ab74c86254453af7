export interface ScriptSection {
  title: string;
  body: string;
}

/**
 * The heading a line is, or null: `# Heading` / `## Heading`, a bracketed `[Hook]`, or an
 * ALL-CAPS line ending with ':' (how templateScript writes a template's sections).
 */
function headingOf(line: string): string | null {
  const trimmed = line.trim();
  const markdown = /^#{1,6}\s+(.+?)\s*#*$/.exec(trimmed);
  if (markdown) return markdown[1].trim();
  const bracketed = /^\[([^[\]]+)\]$/.exec(trimmed);
  if (bracketed) return bracketed[1].trim();
  const capitals = /^(.+):$/.exec(trimmed);
  if (capitals && /\p{Lu}/u.test(capitals[1]) && capitals[1] === capitals[1].toUpperCase()) {
    return capitals[1].trim();
  }
  return null;
}

/**
 * A script as named sections: each heading line starts one, text before the first heading is
 * "Intro", and a script without headings is one section, "Script". Bodies are trimmed; an empty
 * intro is left out.
 */
export function splitScriptIntoSections(script: string): ScriptSection[] {
  const sections: { title: string; lines: string[] }[] = [];
  let current: { title: string; lines: string[] } = { title: 'Intro', lines: [] };
  let sawHeading = false;
  for (const line of script.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = headingOf(line);
    if (heading === null) {
      current.lines.push(line);
      continue;
    }
    if (sawHeading || current.lines.join('\n').trim() !== '') sections.push(current);
    sawHeading = true;
    current = { title: heading, lines: [] };
  }
  if (!sawHeading) return [{ title: 'Script', body: script.trim() }];
  sections.push(current);
  return sections.map(({ title, lines }) => ({ title, body: lines.join('\n').trim() }));
}
