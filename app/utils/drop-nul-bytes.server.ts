import { Transform, type TransformCallback } from "node:stream";

/**
 * React 18's `renderToPipeableStream` encodes text into 2 KB buffers. When a multi-byte character
 * (◐, é, ⚽…) does not fit at the end of one, it flushes the whole buffer, unused bytes too, so
 * one to three zero bytes land in the HTML just before that character, wherever the page's
 * length happens to put one at a buffer's edge. A zero byte is never real content: React's
 * inline data escapes U+0000 as `\u0000`, and no UTF-8 sequence contains the byte 0x00, so it is
 * safe to drop every one.
 */
export function dropNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const input = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (!input.includes(0)) return done(null, input);
      done(null, Buffer.from(input.filter((byte) => byte !== 0)));
    },
  });
}
