#!/usr/bin/env node
/**
 * Recomputes an away-day ballot's order from its published result, with nothing of the app: plain
 * Node (20 or later) and node:crypto, following the README's "The draw, and how to check it".
 *
 *   node docs/ballot-recompute.mjs result.json
 *   node docs/ballot-recompute.mjs https://your-group.example/api/away/12/result
 *   node docs/ballot-recompute.mjs result.json --explain    (every intermediate number)
 *
 * Prints the order it computes and whether it is the published one; exits 1 when it is not, or when
 * the seed does not match its commitment.
 */
import { createHash, createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";

const TWO_26 = 67108864;
const TWO_53 = 9007199254740992;

/** u for one application: from HMAC-SHA256 keyed with the seed's 64 characters of hex text. */
function uniform(seed, applicationId) {
  const digest = createHmac("sha256", Buffer.from(seed, "utf8"))
    .update(Buffer.from(`application:${applicationId}`, "utf8"))
    .digest();
  const word0 = digest.readUInt32BE(0);
  const word1 = digest.readUInt32BE(4);
  const high = word0 >>> 5;
  const low = word1 >>> 6;
  return { digest: digest.toString("hex"), word0, word1, high, low, u: (high * TWO_26 + low + 0.5) / TWO_53 };
}

/** The order the seed and the published points give, with every number on the way. */
function recompute(published) {
  const { ballot, order } = published;
  const base = ballot.rule.ballotBaseWeight;
  const entries = order.map((row) => {
    const points = row.members.map((member) => member.points);
    const weight = points.reduce((sum, memberPoints) => sum + base + memberPoints, 0) / points.length;
    const draw = uniform(ballot.seed, row.applicationId);
    const ln = Math.log(draw.u);
    return { applicationId: row.applicationId, points, weight, ...draw, ln, key: ln / weight };
  });
  const byId = [...entries].sort((a, b) => a.applicationId - b.applicationId);
  entries.sort((a, b) => b.key - a.key || a.applicationId - b.applicationId);
  let left = ballot.tickets;
  const drawn = entries.map((entry, index) => {
    const needed = entry.points.length;
    const before = left;
    const placed = needed <= left;
    if (placed) left -= needed;
    return { ...entry, position: index + 1, needed, before, placed };
  });
  const commitment = createHash("sha256").update(Buffer.from(ballot.seed, "utf8")).digest("hex");
  return { commitment, byId, drawn };
}

const hex32 = (word) => `0x${word.toString(16).padStart(8, "0")}`;

/** The lines the README's worked example shows. */
function explain(published) {
  const { ballot } = published;
  const { commitment, byId, drawn } = recompute(published);
  const base = ballot.rule.ballotBaseWeight;
  const lines = [
    `seed (64 characters of text) = ${ballot.seed}`,
    `SHA-256(seed text) = ${commitment}`,
    `published commitment = ${ballot.seedCommitment} (${commitment === ballot.seedCommitment ? "matches" : "DIFFERS"})`,
    `tickets = ${ballot.tickets}, base weight = ${base}`,
  ];
  for (const entry of byId) {
    lines.push(
      `application ${entry.applicationId}`,
      `  points = ${entry.points.join(", ")}`,
      `  weight = (${entry.points.map((points) => `${base} + ${points}`).join(" + ")}) / ${entry.points.length} = ${entry.weight}`,
      `  HMAC-SHA256(key = seed text, message = "application:${entry.applicationId}") = ${entry.digest}`,
      `  high = ${hex32(entry.word0)} >>> 5 = ${entry.high}`,
      `  low = ${hex32(entry.word1)} >>> 6 = ${entry.low}`,
      `  u = (${entry.high} * 67108864 + ${entry.low} + 0.5) / 9007199254740992 = ${entry.u}`,
      `  ln(u) = ${entry.ln}`,
      `  key = ln(u) / weight = ${entry.key}`,
    );
  }
  lines.push("order (keys from the largest down; equal keys: the lower application id first)");
  for (const entry of drawn) {
    const outcome = entry.placed
      ? `placed, ${entry.before - entry.needed} left`
      : entry.before === 0
        ? "not reached"
        : `skipped: ${entry.needed} tickets needed, ${entry.before} left`;
    lines.push(`  ${entry.position}. application ${entry.applicationId}, key ${entry.key}: ${outcome}`);
  }
  return lines;
}

/** The order as a table, and whether it is the one published. */
function check(published) {
  const { commitment, drawn } = recompute(published);
  const shown = [...published.order].sort((a, b) => a.position - b.position);
  const lines = [];
  let ok = commitment === published.ballot.seedCommitment;
  lines.push(ok ? `The seed matches its commitment ${commitment}.` : `The seed's SHA-256 is ${commitment}, not the commitment published.`);
  lines.push("position  application  weight  placed");
  for (const entry of drawn) {
    const same = shown[entry.position - 1]?.applicationId === entry.applicationId;
    if (!same) ok = false;
    lines.push(
      `${String(entry.position).padStart(8)}  ${String(entry.applicationId).padStart(11)}  ${String(entry.weight).padStart(6)}  ${entry.placed ? "yes" : "no"}${same ? "" : "  (published differently)"}`,
    );
  }
  lines.push(ok ? "Same order as published." : "NOT the published order.");
  return { ok, lines };
}

async function load(source) {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, "utf8"));
}

const [source, flag] = process.argv.slice(2);
if (process.argv[1]?.endsWith("ballot-recompute.mjs")) {
  if (!source) {
    console.error("Usage: node docs/ballot-recompute.mjs <result.json | result URL> [--explain]");
    process.exit(2);
  }
  const published = await load(source);
  if (flag === "--explain") console.log(explain(published).join("\n"));
  else {
    const verdict = check(published);
    console.log(verdict.lines.join("\n"));
    process.exit(verdict.ok ? 0 : 1);
  }
}
