// One prom-client registry for the whole process: the front door's HTTP metrics and the app's own
// (its build bundles app code, not prom-client, so both reach the same module and registry). A
// module evaluated twice (the app's next test file, a dev rebuild) finds its metric already
// registered and uses it, rather than registering the name again, which prom-client refuses.
import client from "prom-client";

/**
 * @template {client.Metric} M
 * @param {string} name
 * @param {(name: string) => M} create
 * @returns {M}
 */
export function existingMetric(name, create) {
  return /** @type {M | undefined} */ (client.register.getSingleMetric(name)) ?? create(name);
}

/**
 * A gauge whose collect() reads through the module that made it (the database's figures): a module
 * evaluated again (the app's next test file, a dev rebuild) replaces it, so a scrape never reads
 * through the previous evaluation's database handle, closed by then.
 * @template {client.Metric} M
 * @param {string} name
 * @param {(name: string) => M} create
 * @returns {M}
 */
export function replacedMetric(name, create) {
  client.register.removeSingleMetric(name);
  return create(name);
}
