/**
 * 'Generate {provider} Product Pages': copies the Printify catalogue into our tables so visitors
 * never wait on Printify. Every page is read first; only a complete read is written, so a failure
 * (a refused token, retries exhausted) changes nothing. Then one transaction per product: the
 * product is upserted on (provider, provider_product_id), its variants upserted on
 * (product_id, provider_variant_id) with the ones gone deleted (cart lines for them cascade away;
 * order lines keep their copy), its gallery replaced. Our printify products Printify no longer
 * returns are hidden. Our own products (provider null) are never touched. Two syncs at once cannot
 * duplicate anything: both land on the same unique keys.
 */
import { and, eq, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productImages, products, productVariants } from "../../db/schema";
import {
  PrintifyError,
  PRINTIFY_MAX_PAGE_SIZE,
  type PrintifyConfig,
  type PrintifyProduct,
  type PrintifyRequestOptions,
} from "../integrations/printify.server";
import { listProducts } from "~/models/integrations.server";
import { db as appDb } from "~/utils/db.server";
import { PRINTIFY_NOT_CONNECTED } from "~/models/catalog-sync";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { mapPrintifyProduct } from "./catalog-mapping.server";

export interface SyncCounts {
  /** Products new to our shop. */
  created: number;
  /** Products we had, refreshed. */
  updated: number;
  /** Products not shown after the sync: hidden in Printify, nothing left to sell, or deleted there. */
  hidden: number;
  /** Products Printify returned. */
  total: number;
}

export interface SyncDeps {
  db?: Database;
  /** Products per request (Printify allows at most 50). */
  pageSize?: number;
  /** Passed to every Printify call (tests inject `sleep`). */
  request?: PrintifyRequestOptions;
  now?: Date;
  /** A safety stop for a runaway paging loop. */
  maxPages?: number;
}

/** Every product of the shop, page after page, until Printify says there is no next page. */
async function fetchAllPrintifyProducts(config: PrintifyConfig, deps: SyncDeps = {}): Promise<PrintifyProduct[]> {
  const limit = Math.min(deps.pageSize ?? PRINTIFY_MAX_PAGE_SIZE, PRINTIFY_MAX_PAGE_SIZE);
  const maxPages = deps.maxPages ?? 200;
  const all = new Map<string, PrintifyProduct>();
  for (let page = 1; page <= maxPages; page++) {
    const result = await listProducts(config, { page, limit }, deps.request);
    // A product moving between pages while we read would appear twice: keep one.
    for (const product of result.data ?? []) if (product && typeof product.id === "string") all.set(product.id, product);
    const last = Number(result.last_page) || page;
    if (page >= last || !result.next_page_url || !result.data?.length) break;
  }
  return [...all.values()];
}

export async function syncProviderCatalog(config: PrintifyConfig, deps: SyncDeps = {}): Promise<SyncCounts> {
  const db = deps.db ?? appDb;
  const now = deps.now ?? new Date();
  const source = await fetchAllPrintifyProducts(config, deps);
  const counts: SyncCounts = { created: 0, updated: 0, hidden: 0, total: source.length };

  for (const item of source) {
    const mapped = mapPrintifyProduct(item);
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...mapped.product, syncedAt: now })
        .onConflictDoUpdate({
          target: [products.provider, products.providerProductId],
          set: {
            name: mapped.product.name,
            description: mapped.product.description,
            price: mapped.product.price,
            category: mapped.product.category,
            fulfillmentType: mapped.product.fulfillmentType,
            imageUrl: mapped.product.imageUrl,
            isActive: mapped.product.isActive,
            syncedAt: now,
            updatedAt: now,
          },
        })
        // xmax is 0 on a row this statement inserted, the locker's id on one it updated.
        .returning({ id: products.id, inserted: sql<boolean>`(xmax = 0)` });

      const keep = mapped.variants.map((v) => v.providerVariantId);
      await tx
        .delete(productVariants)
        .where(
          and(
            eq(productVariants.productId, row.id),
            keep.length ? or(isNull(productVariants.providerVariantId), notInArray(productVariants.providerVariantId, keep)) : undefined,
          ),
        );
      if (mapped.variants.length) {
        await tx
          .insert(productVariants)
          .values(mapped.variants.map((v) => ({ ...v, productId: row.id })))
          .onConflictDoUpdate({
            target: [productVariants.productId, productVariants.providerVariantId],
            set: {
              title: sql`excluded.title`,
              size: sql`excluded.size`,
              price: sql`excluded.price`,
              isEnabled: sql`excluded.is_enabled`,
              position: sql`excluded.position`,
            },
          });
      }

      await tx.delete(productImages).where(eq(productImages.productId, row.id));
      if (mapped.images.length) await tx.insert(productImages).values(mapped.images.map((i) => ({ ...i, productId: row.id })));
      return row.inserted;
    });
    if (inserted) counts.created += 1;
    else counts.updated += 1;
    if (!mapped.product.isActive) counts.hidden += 1;
  }

  // Deleted in Printify: out of our shop too (kept, not deleted, so past orders still name them).
  const seen = source.map((p) => p.id);
  const gone = await db
    .update(products)
    .set({ isActive: false, updatedAt: now })
    .where(
      and(
        eq(products.provider, "printify"),
        eq(products.isActive, true),
        seen.length ? notInArray(products.providerProductId, seen) : undefined,
      ),
    )
    .returning({ id: products.id });
  counts.hidden += gone.length;
  return counts;
}

/** Whether any Printify product was ever synced (the provider API answers 503 before that). */
export async function hasSyncedCatalog(db?: Database): Promise<boolean> {
  const [row] = await (db ?? appDb).select({ id: products.id }).from(products).where(eq(products.provider, "printify")).limit(1);
  return Boolean(row);
}

export interface PrintifyStatusData {
  /** PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID are both set. */
  connected: boolean;
  /** When the last sync ran (ISO), null before the first. */
  lastSyncedAt: string | null;
  /** Synced products shown in the shop. */
  activeProducts: number;
}

/** What the admin dashboard's Integration Status row shows for Printify. */
export async function getPrintifyStatus(config: PrintifyConfig | null, db?: Database): Promise<PrintifyStatusData> {
  const [row] = await (db ?? appDb)
    .select({
      lastSyncedAt: sql<Date | string | null>`max(${products.syncedAt})`,
      activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`,
    })
    .from(products)
    .where(eq(products.provider, "printify"));
  const last = row?.lastSyncedAt ? new Date(row.lastSyncedAt) : null;
  return { connected: config !== null, lastSyncedAt: last ? last.toISOString() : null, activeProducts: row?.activeProducts ?? 0 };
}

/** The sync's counts as one sentence for the admin's toast. */
export function describeSyncCounts(counts: SyncCounts): string {
  return m.shop_sync_counts(counts);
}

export type RunSyncResult = { ok: true; counts: SyncCounts } | { ok: false; status: 502 | 503; detail: string };

/** The sync under way in this process, if any: a second click joins it instead of asking Printify again. */
let running: Promise<RunSyncResult> | null = null;

/**
 * The sync as the admin's button and POST /api/admin/generate-printify-pages run it: never throws
 * for Printify's failures. Within one process, runs at once share one sync (Printify's rate limit is
 * per account); across instances the unique keys keep concurrent syncs from duplicating anything.
 */
export function runCatalogSync(config: PrintifyConfig | null, deps: SyncDeps = {}): Promise<RunSyncResult> {
  if (!config) return Promise.resolve({ ok: false, status: 503, detail: PRINTIFY_NOT_CONNECTED() });
  running ??= (async (): Promise<RunSyncResult> => {
    try {
      return { ok: true, counts: await syncProviderCatalog(config, deps) };
    } catch (error) {
      if (error instanceof PrintifyError) {
        return { ok: false, status: 502, detail: error.detail ? `${error.message} (${error.detail})` : error.message };
      }
      throw error;
    } finally {
      running = null;
    }
  })();
  return running;
}
