/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rest: NonNullable<unknown> }} Events_Page_Cancelled_PrefixInputs */

const en_events_page_cancelled_prefix = /** @type {(inputs: Events_Page_Cancelled_PrefixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled · ${i?.rest}`)
};

const de_events_page_cancelled_prefix = /** @type {(inputs: Events_Page_Cancelled_PrefixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgesagt · ${i?.rest}`)
};

/**
* | output |
* | --- |
* | "Cancelled · {rest}" |
*
* @param {Events_Page_Cancelled_PrefixInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_cancelled_prefix = /** @type {((inputs: Events_Page_Cancelled_PrefixInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Cancelled_PrefixInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_cancelled_prefix(inputs)
	return en_events_page_cancelled_prefix(inputs)
});