/**
 * A Markdown body with an uploaded picture on a line of its own where the cursor was (`at`), blank lines
 * around it, as the renderer takes it (lib/content/markdown.tsx). Brackets in the words would end them early.
 */
export function withPicture(body: string, at: number, { url, alt }: { url: string; alt: string }) {
  const before = body.slice(0, at).replace(/\n*$/, '');
  const after = body.slice(at).replace(/^\n*/, '');
  return [before, `![${alt.replace(/[[\]]/g, '')}](${url})`, after].filter(Boolean).join('\n\n');
}
