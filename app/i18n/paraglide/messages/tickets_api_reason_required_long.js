/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Api_Reason_Required_LongInputs */

const en_tickets_api_reason_required_long = /** @type {(inputs: Tickets_Api_Reason_Required_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason is required: the poster is told why their listing was removed`)
};

const de_tickets_api_reason_required_long = /** @type {(inputs: Tickets_Api_Reason_Required_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Grund ist nötig: Die anbietende Person erfährt, warum ihr Angebot entfernt wurde`)
};

/**
* | output |
* | --- |
* | "Reason is required: the poster is told why their listing was removed" |
*
* @param {Tickets_Api_Reason_Required_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_reason_required_long = /** @type {((inputs?: Tickets_Api_Reason_Required_LongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Reason_Required_LongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_api_reason_required_long(inputs)
	return en_tickets_api_reason_required_long(inputs)
});