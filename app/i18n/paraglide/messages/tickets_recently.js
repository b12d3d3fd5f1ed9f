/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_RecentlyInputs */

const en_tickets_recently = /** @type {(inputs: Tickets_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently`)
};

const de_tickets_recently = /** @type {(inputs: Tickets_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kürzlich`)
};

/**
* | output |
* | --- |
* | "Recently" |
*
* @param {Tickets_RecentlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_recently = /** @type {((inputs?: Tickets_RecentlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_RecentlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_recently(inputs)
	return en_tickets_recently(inputs)
});