/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_RsvpsInputs */

const en_admin_insights_rsvps = /** @type {(inputs: Admin_Insights_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs`)
};

const de_admin_insights_rsvps = /** @type {(inputs: Admin_Insights_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen`)
};

/**
* | output |
* | --- |
* | "RSVPs" |
*
* @param {Admin_Insights_RsvpsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_rsvps = /** @type {((inputs?: Admin_Insights_RsvpsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_RsvpsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_rsvps(inputs)
	return en_admin_insights_rsvps(inputs)
});