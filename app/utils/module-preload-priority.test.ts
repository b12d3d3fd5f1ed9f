import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preload-priority.server";

async function pipeThrough(chunks: string[]): Promise<string> {
  const stream = lowerModulePreloadPriority();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((done) => stream.on("end", done));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

const html =
  '<html><body><p>&lt;link rel="modulepreload"&gt; is text here</p>' +
  '<link rel="modulepreload" href="/build/entry.client.js"/><link rel="modulepreload" href="/build/root.js"/>' +
  '<script type="module">import "/build/root.js";</script></body></html>';
const expected = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low priority and leaves the rest alone", async () => {
    const out = await pipeThrough([html]);
    expect(out).toBe(expected);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<p>&lt;link rel="modulepreload"&gt; is text here</p>');
  });

  it("finds a tag split across chunks at any byte", async () => {
    for (let cut = 1; cut < html.length; cut++) {
      expect(await pipeThrough([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });

  it("passes one byte at a time and keeps multi-byte text intact", async () => {
    const text = `<p>Café ⚽ Roadies</p>${html}`;
    const bytes = [...Buffer.from(text)].map((byte) => Buffer.from([byte]).toString("latin1"));
    const stream = lowerModulePreloadPriority();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((done) => stream.on("end", done));
    for (const byte of bytes) stream.write(Buffer.from(byte, "latin1"));
    stream.end();
    await ended;
    expect(Buffer.concat(out).toString("utf8")).toBe(`<p>Café ⚽ Roadies</p>${expected}`);
  });

  it("ends with a partial tag unchanged", async () => {
    expect(await pipeThrough(['<p>x</p><link rel="modul'])).toBe('<p>x</p><link rel="modul');
  });
});
