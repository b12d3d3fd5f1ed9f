/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, page: NonNullable<unknown> }} Site_Worker_UnsentInputs */

const en_site_worker_unsent = /** @type {(inputs: Site_Worker_UnsentInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`Your RSVP on ${i?.page}`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`Your sign-up on ${i?.page}`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`Your shift cancellation on ${i?.page}`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`Your message on ${i?.page}`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`Your listing on ${i?.page}`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`Your order on ${i?.page}`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`Your cart update on ${i?.page}`);
	return /** @type {LocalizedString} */ (`Your change on ${i?.page}`)
	
};

const de_site_worker_unsent = /** @type {(inputs: Site_Worker_UnsentInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`Deine Zusage auf ${i?.page}`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`Deine Anmeldung auf ${i?.page}`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`Deine Absage der Helferschicht auf ${i?.page}`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`Deine Nachricht auf ${i?.page}`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`Dein Angebot auf ${i?.page}`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`Deine Bestellung auf ${i?.page}`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`Deine Änderung am Warenkorb auf ${i?.page}`);
	return /** @type {LocalizedString} */ (`Deine Änderung auf ${i?.page}`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "rsvp" | "Your RSVP on {page}" |
* | "signup" | "Your sign-up on {page}" |
* | "shift" | "Your shift cancellation on {page}" |
* | "message" | "Your message on {page}" |
* | "listing" | "Your listing on {page}" |
* | "order" | "Your order on {page}" |
* | "cart" | "Your cart update on {page}" |
* | * | "Your change on {page}" |
*
* @param {Site_Worker_UnsentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_unsent = /** @type {((inputs: Site_Worker_UnsentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_UnsentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_unsent(inputs)
	return en_site_worker_unsent(inputs)
});