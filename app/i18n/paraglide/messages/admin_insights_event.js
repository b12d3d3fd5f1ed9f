/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_EventInputs */

const en_admin_insights_event = /** @type {(inputs: Admin_Insights_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const de_admin_insights_event = /** @type {(inputs: Admin_Insights_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Admin_Insights_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_event = /** @type {((inputs?: Admin_Insights_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_event(inputs)
	return en_admin_insights_event(inputs)
});