import type { SubscribeFailure } from "~/models/push.server";
import type { MessageMap } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** Why a browser's subscription to alerts was refused (the API's message; the profile shows it). */
export const subscribeMessages: MessageMap<SubscribeFailure> = {
  invalid: () => m.push_endpoint_invalid(),
  "not-https": () => m.push_endpoint_not_https(),
  "private-address": () => m.push_endpoint_private(),
  unresolvable: () => m.push_endpoint_unresolvable(),
  "too-many-devices": ({ limit }) => m.push_too_many_devices({ limit }),
  "endpoint-taken": () => m.push_endpoint_taken(),
};
