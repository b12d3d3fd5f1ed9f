/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Api_Reason_RequiredInputs */

const en_tickets_api_reason_required = /** @type {(inputs: Tickets_Api_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason is required`)
};

const de_tickets_api_reason_required = /** @type {(inputs: Tickets_Api_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund fehlt`)
};

/**
* | output |
* | --- |
* | "Reason is required" |
*
* @param {Tickets_Api_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_reason_required = /** @type {((inputs?: Tickets_Api_Reason_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Reason_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_api_reason_required(inputs)
	return en_tickets_api_reason_required(inputs)
});