/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_My_HeadingInputs */

const en_tickets_my_heading = /** @type {(inputs: Tickets_My_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My listings`)
};

const de_tickets_my_heading = /** @type {(inputs: Tickets_My_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Angebote`)
};

/**
* | output |
* | --- |
* | "My listings" |
*
* @param {Tickets_My_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_heading = /** @type {((inputs?: Tickets_My_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_my_heading(inputs)
	return en_tickets_my_heading(inputs)
});