/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Api_Admin_ReasonInputs */

const en_tickets_api_admin_reason = /** @type {(inputs: Tickets_Api_Admin_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin removing another member's listing must give a reason`)
};

const de_tickets_api_admin_reason = /** @type {(inputs: Tickets_Api_Admin_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer als Verwaltung das Angebot eines anderen Mitglieds entfernt, muss einen Grund angeben`)
};

/**
* | output |
* | --- |
* | "An admin removing another member's listing must give a reason" |
*
* @param {Tickets_Api_Admin_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_admin_reason = /** @type {((inputs?: Tickets_Api_Admin_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Admin_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_api_admin_reason(inputs)
	return en_tickets_api_admin_reason(inputs)
});