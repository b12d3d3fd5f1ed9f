import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database for each test file's database to be created from. */
    postgresTemplate: string;
  }
}

/**
 * The postgres project's global set-up: migrates a template database once per run; each test file
 * gets `create database … template` of it (test/postgres-setup.ts) instead of migrating its own.
 * The template is dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
  const template = `roadies_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${template}`;
  // Closed before any file copies it: a template must have no open connection.
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), max: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide("postgresTemplate", template);
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
