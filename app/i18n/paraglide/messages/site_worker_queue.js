/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Site_Worker_QueueInputs */

const en_site_worker_queue = /** @type {(inputs: Site_Worker_QueueInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`No signal — your RSVP will be sent when you're back online`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`No signal — your sign-up will be sent when you're back online`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`No signal — your shift cancellation will be sent when you're back online`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`No signal — your message will be sent when you're back online`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`No signal — your listing will be sent when you're back online`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`No signal — your order will be sent when you're back online`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`No signal — your cart update will be sent when you're back online`);
	return /** @type {LocalizedString} */ (`No signal — this will be sent when you're back online`)
	
};

const de_site_worker_queue = /** @type {(inputs: Site_Worker_QueueInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`Kein Empfang – deine Zusage wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`Kein Empfang – deine Anmeldung wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`Kein Empfang – deine Absage der Helferschicht wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`Kein Empfang – deine Nachricht wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`Kein Empfang – dein Angebot wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`Kein Empfang – deine Bestellung wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`Kein Empfang – deine Änderung am Warenkorb wird gesendet, sobald du wieder online bist`);
	return /** @type {LocalizedString} */ (`Kein Empfang – das wird gesendet, sobald du wieder online bist`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "rsvp" | "No signal — your RSVP will be sent when you're back online" |
* | "signup" | "No signal — your sign-up will be sent when you're back online" |
* | "shift" | "No signal — your shift cancellation will be sent when you're back online" |
* | "message" | "No signal — your message will be sent when you're back online" |
* | "listing" | "No signal — your listing will be sent when you're back online" |
* | "order" | "No signal — your order will be sent when you're back online" |
* | "cart" | "No signal — your cart update will be sent when you're back online" |
* | * | "No signal — this will be sent when you're back online" |
*
* @param {Site_Worker_QueueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_queue = /** @type {((inputs: Site_Worker_QueueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_QueueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_queue(inputs)
	return en_site_worker_queue(inputs)
});