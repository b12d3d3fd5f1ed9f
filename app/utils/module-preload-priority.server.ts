import { Transform, type TransformCallback } from "node:stream";

/**
 * The document's first paint needs no JavaScript: the CSS is inline and every page works without
 * scripts. Remix's `<Scripts>` asks for each module with `<link rel="modulepreload">`, which
 * browsers fetch at high priority, so on a slow link fifteen-odd chunks compete with the
 * document's images and fonts for the first seconds. This stream gives each of those links
 * `fetchpriority="low"`: the chunks still start at once (no waterfall), they just queue behind
 * what the first paint needs. `<Scripts>` has no prop for it, hence the rewrite of its output.
 *
 * A raw `<link rel="modulepreload"` can only come from a real tag: React escapes `<` in text and
 * attributes, and Remix's inline data escapes it as `\u003c`.
 */
const NEEDLE = Buffer.from('<link rel="modulepreload"');
const REPLACEMENT = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/** Rewrites the HTML passing through; a tag split across two chunks is still found. */
export function lowerModulePreloadPriority(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const input = Buffer.concat([carry, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = input.indexOf(NEEDLE, from); at !== -1; at = input.indexOf(NEEDLE, from)) {
        parts.push(input.subarray(from, at), REPLACEMENT);
        from = at + NEEDLE.length;
      }
      // Keep back a tail that could be the start of a tag the next chunk completes.
      let keep = Math.min(NEEDLE.length - 1, input.length - from);
      while (keep > 0 && !NEEDLE.subarray(0, keep).equals(input.subarray(input.length - keep))) keep--;
      parts.push(input.subarray(from, input.length - keep));
      carry = Buffer.from(input.subarray(input.length - keep));
      done(null, Buffer.concat(parts));
    },
    flush(done: TransformCallback) {
      done(null, carry);
    },
  });
}
