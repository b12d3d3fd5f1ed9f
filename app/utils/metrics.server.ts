import client from "prom-client";
import { existingMetric } from "../../server/metric-registry.mjs";

/** Mail the SMTP server refused or never took (after the mailer's own second try). */
export const mailFailures = existingMetric(
  "roadies_mail_failures_total",
  (name) => new client.Counter({ name, help: "Mails the SMTP server did not take (after one more try)" }),
);

/** A sign-in that did not happen: a wrong, used or expired code, too many attempts, a provider's failed callback. */
export const signInFailures = existingMetric("roadies_sign_in_failures_total", (name) => {
  const counter = new client.Counter({ name, help: "Sign-ins refused, by reason", labelNames: ["reason"] });
  // Every reason from the start at 0, so a rate of them is defined before the first one happens.
  for (const reason of ["invalid", "expired", "too-many-attempts", "rate-limited", "provider"]) counter.labels({ reason }).inc(0);
  return counter;
});

/** Everything registered in this process (the front door's HTTP metrics too), in the Prometheus text format. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await client.register.metrics(), contentType: client.register.contentType };
}
