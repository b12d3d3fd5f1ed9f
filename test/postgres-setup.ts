import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, inject } from "vitest";
// Messages speak the language of the request a test serves (asServed) or of inLocale(), as in the app.
import "../app/i18n/locale.server";

/**
 * Runs before each *.db.test.ts file in the "postgres" project: gives the file a database of its
 * own, a copy of the migrated template (test/postgres-global-setup.ts) on TEST_DATABASE_URL's
 * server, dropped afterwards, so files can run in parallel and never touch anybody's real data.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");

const name = `roadies_test_${process.pid}_${randomBytes(4).toString("hex")}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name} template ${inject("postgresTemplate")}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();

afterAll(async () => {
  await globalThis.__roadiesDb?.then((handle) => handle.close()).catch(() => {});
  globalThis.__roadiesDb = undefined;
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});
