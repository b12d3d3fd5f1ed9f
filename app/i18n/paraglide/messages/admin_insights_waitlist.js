/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_WaitlistInputs */

const en_admin_insights_waitlist = /** @type {(inputs: Admin_Insights_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longest waitlist`)
};

const de_admin_insights_waitlist = /** @type {(inputs: Admin_Insights_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Längste Warteliste`)
};

/**
* | output |
* | --- |
* | "Longest waitlist" |
*
* @param {Admin_Insights_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_waitlist = /** @type {((inputs?: Admin_Insights_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_waitlist(inputs)
	return en_admin_insights_waitlist(inputs)
});