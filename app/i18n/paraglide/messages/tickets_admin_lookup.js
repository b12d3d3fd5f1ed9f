/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_LookupInputs */

const en_tickets_admin_lookup = /** @type {(inputs: Tickets_Admin_LookupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a listing by number (closed ones too)`)
};

const de_tickets_admin_lookup = /** @type {(inputs: Tickets_Admin_LookupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot per Nummer öffnen (auch geschlossene)`)
};

/**
* | output |
* | --- |
* | "Open a listing by number (closed ones too)" |
*
* @param {Tickets_Admin_LookupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_lookup = /** @type {((inputs?: Tickets_Admin_LookupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_LookupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_lookup(inputs)
	return en_tickets_admin_lookup(inputs)
});