import { useEffect, useState } from "react";
import { Form, useRevalidator } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { deviceParts, PUSH_TOPICS, type PushTopic } from "~/models/push";
import { formatDate } from "~/utils/dates";
import { useBranding } from "~/utils/branding";
import { useHydrated } from "~/utils/use-hydrated";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type AlertDevice = { id: number; endpoint: string; device: string | null; topics: string[]; createdAt: string };

const TOPIC_LABELS: Record<PushTopic, () => string> = {
  "event-changes": () => m.profile_alerts_topic_event_changes(),
  "my-place": () => m.profile_alerts_topic_my_place(),
  "ballot-results": () => m.profile_alerts_topic_ballot_results(),
  "shift-reminders": () => m.profile_alerts_topic_shift_reminders(),
  announcements: () => m.profile_alerts_topic_announcements(),
};

/** Where the page tells the site's worker this device's topics (it keeps them when the browser renews the subscription). */
const PUSH_CACHE = "site-push-v1";
const PUSH_TOPICS_KEY = "/__push-topics";

type State =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "off" }
  | { kind: "on"; endpoint: string; topics: PushTopic[] }
  | { kind: "busy" };

function pushSupported() {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration("/")) ?? navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

async function saveTopics(subscription: PushSubscription, topics: PushTopic[]): Promise<string | null> {
  const response = await fetch("/api/push-subscriptions", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...subscription.toJSON(), topics }),
  });
  if (!response.ok) return ((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? m.profile_alerts_failed();
  await caches
    .open(PUSH_CACHE)
    .then((cache) => cache.put(PUSH_TOPICS_KEY, new Response(JSON.stringify(topics))))
    .catch(() => undefined);
  return null;
}

/**
 * Push alerts on the profile. The device list is plain HTML (each Remove is a form post). Turning
 * alerts on needs JavaScript (the browser's Push API): without it the section says so, and that the
 * mails still come. With it, the permission prompt appears only after the member taps the button.
 */
export function PushAlerts({ devices, publicKey, error }: { devices: AlertDevice[]; publicKey: string; error?: string }) {
  const hydrated = useHydrated();
  const { timeZone } = useBranding();
  return (
    <section aria-labelledby="alerts-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="alerts-heading" className="text-xl font-semibold">
        {m.profile_alerts_heading()}
      </h2>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{m.profile_alerts_intro()}</p>
      {hydrated ? <ThisDevice devices={devices} publicKey={publicKey} /> : <p className="mt-4 text-sm">{m.profile_alerts_need_js()}</p>}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <h3 className="mt-6 font-semibold">{m.profile_alerts_devices_heading()}</h3>
      {devices.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{m.profile_alerts_no_devices()}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
          {devices.map((device) => {
            const parts = deviceParts(device.device);
            const name = parts
              ? m.push_device_label({ browser: parts.browser || m.push_device_unknown(), system: parts.system || "?" })
              : m.push_device_unknown();
            return (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{name}</span>{" "}
                  <span className="text-sm text-gray-600 dark:text-gray-300">
                    {m.profile_alerts_added({ date: formatDate(device.createdAt, timeZone) })}
                  </span>
                </span>
                <Form method="post" action="/profile" replace>
                  <input type="hidden" name="deviceId" value={device.id} />
                  <Button type="submit" name="intent" value="remove-push-device" variant="secondary">
                    {m.profile_alerts_remove()}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ThisDevice({ devices, publicKey }: { devices: AlertDevice[]; publicKey: string }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>({ kind: "checking" });
  const [topics, setTopics] = useState<PushTopic[]>([...PUSH_TOPICS]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      if (!pushSupported()) return setState({ kind: "unsupported" });
      if (Notification.permission === "denied") return setState({ kind: "denied" });
      const registration = await navigator.serviceWorker.getRegistration("/");
      const subscription = registration ? await registration.pushManager.getSubscription() : null;
      const known = subscription ? devices.find((device) => device.endpoint === subscription.endpoint) : undefined;
      if (!live) return;
      if (subscription && known && Notification.permission === "granted") {
        const mine = known.topics.filter((topic): topic is PushTopic => (PUSH_TOPICS as readonly string[]).includes(topic));
        setTopics(mine);
        setState({ kind: "on", endpoint: subscription.endpoint, topics: mine });
      } else setState({ kind: "off" });
    })().catch(() => live && setState({ kind: "off" }));
    return () => {
      live = false;
    };
  }, [devices]);

  async function turnOn() {
    setProblem(null);
    setState({ kind: "busy" });
    try {
      // The browser asks for permission now, after the member's tap, never on page load.
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState({ kind: permission === "denied" ? "denied" : "off" });
      const registration = await workerRegistration();
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const failure = await saveTopics(subscription, topics);
      if (failure) {
        setProblem(failure);
        return setState({ kind: "off" });
      }
      setState({ kind: "on", endpoint: subscription.endpoint, topics });
      revalidator.revalidate();
    } catch {
      setProblem(m.profile_alerts_failed());
      setState({ kind: "off" });
    }
  }

  async function save() {
    setProblem(null);
    setSaved(false);
    const registration = await navigator.serviceWorker.getRegistration("/");
    const subscription = registration ? await registration.pushManager.getSubscription() : null;
    if (!subscription) return setState({ kind: "off" });
    const failure = await saveTopics(subscription, topics);
    if (failure) return setProblem(failure);
    setSaved(true);
    setState({ kind: "on", endpoint: subscription.endpoint, topics });
    revalidator.revalidate();
  }

  async function turnOff() {
    setProblem(null);
    setState({ kind: "busy" });
    const registration = await navigator.serviceWorker.getRegistration("/");
    const subscription = registration ? await registration.pushManager.getSubscription() : null;
    if (subscription) {
      await fetch("/api/push-subscriptions", {
        method: "DELETE",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }).catch(() => undefined);
      await subscription.unsubscribe().catch(() => false);
    }
    setState({ kind: "off" });
    revalidator.revalidate();
  }

  if (state.kind === "checking") return null;
  if (state.kind === "unsupported") return <p className="mt-4 text-sm">{m.profile_alerts_unsupported()}</p>;
  if (state.kind === "denied") return <p className="mt-4 text-sm">{m.profile_alerts_denied()}</p>;
  const on = state.kind === "on";
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium" role="status">
        {on ? m.profile_alerts_on_here() : m.profile_alerts_off_here()}
      </p>
      <fieldset>
        <legend className="text-sm font-medium">{m.profile_alerts_topics_legend()}</legend>
        <div className="mt-2 space-y-2">
          {PUSH_TOPICS.map((topic) => (
            <label key={topic} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={topics.includes(topic)}
                onChange={(event) => {
                  setSaved(false);
                  setTopics((current) => (event.target.checked ? [...current, topic] : current.filter((t) => t !== topic)));
                }}
              />
              <span>{TOPIC_LABELS[topic]()}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {on ? (
          <>
            <Button type="button" onClick={save}>
              {m.profile_alerts_save_topics()}
            </Button>
            <Button type="button" variant="secondary" onClick={turnOff}>
              {m.profile_alerts_turn_off()}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={turnOn} disabled={state.kind === "busy" || topics.length === 0}>
            {m.profile_alerts_turn_on()}
          </Button>
        )}
      </div>
      {saved ? (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {m.profile_alerts_saved()}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
