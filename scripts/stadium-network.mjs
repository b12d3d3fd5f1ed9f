// The stadium's mobile network, for `npm run bench:stadium`: a loopback TCP relay between the browser
// and the app that gives every byte the round trip and the shared bandwidth of one bar of signal.
//
// Lighthouse's own network throttles (simulated, or DevTools' per-request latency) apply to the
// page's requests only: a service worker's fetches and answers from its cache are either not
// modelled or not throttled, so a second visit through a service worker could not be measured
// fairly. A relay in front of the app slows everything that really goes over the network (page,
// worker, revalidations alike) and nothing that does not.
import net from "node:net";

/** One bar of signal in a crowd of 20,000 phones on one mast. */
export const STADIUM = { rttMs: 600, downKbps: 400, upKbps: 150 };

/** A TCP segment: the relay releases bytes in pieces this size, so a page streams in as it would. */
const SEGMENT_BYTES = 1460;

/**
 * One direction of the radio link, shared by every connection: a piece of `bytes` sent at `now`
 * waits for the pieces before it, takes its serialisation time at `kbps` (kilobits of 1,024 bits,
 * as Lighthouse and DevTools count them) and arrives half a round trip later. Returns its arrival
 * time in ms.
 */
export function createLink({ kbps, oneWayMs }) {
  let busyUntil = 0;
  return (bytes, now) => {
    busyUntil = Math.max(now, busyUntil) + (bytes * 8) / (kbps * 1.024);
    return busyUntil + oneWayMs;
  };
}

/** Bytes go out of `to` in arrival order: one timer for the earliest piece, the rest queued behind it. */
function relay(from, to, link, opensAt) {
  const queue = [];
  let timer = null;
  let ended = false;
  const deliver = () => {
    timer = null;
    const now = Date.now();
    while (queue.length && queue[0].at <= now) {
      const { chunk } = queue.shift();
      if (to.destroyed) return;
      if (chunk) to.write(chunk);
      else to.end();
    }
    if (queue.length) timer = setTimeout(deliver, queue[0].at - now);
  };
  const push = (at, chunk) => {
    queue.push({ at, chunk });
    if (!timer) timer = setTimeout(deliver, Math.max(0, queue[0].at - Date.now()));
  };
  from.on("data", (data) => {
    for (let offset = 0; offset < data.length; offset += SEGMENT_BYTES) {
      const chunk = data.subarray(offset, offset + SEGMENT_BYTES);
      push(link(chunk.length, Math.max(Date.now(), opensAt)), chunk);
    }
  });
  from.on("end", () => {
    ended = true;
    // The end follows the last byte; a connection that sent nothing ends after its handshake.
    push(queue.at(-1)?.at ?? Math.max(Date.now(), opensAt), null);
  });
  from.on("close", () => {
    if (!ended) {
      if (timer) clearTimeout(timer);
      to.destroy();
    }
  });
}

/**
 * Listens on a free loopback port and relays each connection to `targetPort` through the stadium
 * link: the request bytes leave after the TCP handshake's round trip, queue for the uplink and
 * travel half a round trip; the answer queues for the downlink (shared by all connections, as the
 * radio is) and travels the other half. TCP slow start is not modelled (a 14 KB first answer fits in
 * the first flight anyway). Resolves to
 * `{ port, dropConnections(), traffic(), quietFor(), close() }`.
 */
export async function startStadiumRelay(targetPort, profile = STADIUM) {
  const oneWayMs = profile.rttMs / 2;
  let up, down, traffic;
  let lastByteAt = 0;
  // The bytes each way and the connections opened since the last drop, whoever made them.
  const counted = (link, key) => (bytes, now) => {
    traffic[key] += bytes;
    const at = link(bytes, now);
    lastByteAt = Math.max(lastByteAt, at);
    return at;
  };
  const freshLinks = () => {
    traffic = { upBytes: 0, downBytes: 0, connections: 0 };
    up = counted(createLink({ kbps: profile.upKbps, oneWayMs }), "upBytes");
    down = counted(createLink({ kbps: profile.downKbps, oneWayMs }), "downBytes");
  };
  freshLinks();
  // A phone that does not know the app's address looks it up first: one round trip before the
  // first connection's handshake, and every connection opened meanwhile waits for the same answer.
  let lookUpName = false;
  let nameKnownAt = 0;
  const sockets = new Set();
  // Half-open: a side that has finished sending still receives what is on its way to it.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port: targetPort, host: "127.0.0.1", allowHalfOpen: true });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      // A browser drops connections it no longer needs: a reset ends the pair, it is no failure.
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on("close", () => sockets.delete(socket));
    }
    traffic.connections++;
    const now = Date.now();
    if (lookUpName) [lookUpName, nameKnownAt] = [false, now + profile.rttMs];
    relay(client, upstream, up, Math.max(now, nameKnownAt) + profile.rttMs);
    relay(upstream, client, down, 0);
  });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", done);
  });
  const dropConnections = ({ forgetName = false } = {}) => {
    for (const socket of sockets) socket.destroy();
    freshLinks();
    lookUpName = forgetName;
  };
  return {
    port: server.address().port,
    /**
     * Ends every open connection and empties the link, as for a phone coming back after a while:
     * a browser keeps idle connections open, and without this a visit would skip its handshake.
     * `forgetName`: the next connection looks the name up first, as on a first visit.
     */
    dropConnections,
    /** What went over the air since the last drop: the page's requests and a service worker's alike. */
    traffic: () => ({ ...traffic }),
    /** How long nothing has been on the air (ms; negative while bytes are on their way). */
    quietFor: () => Date.now() - lastByteAt,
    close: () =>
      new Promise((done) => {
        dropConnections();
        server.close(() => done());
      }),
  };
}
