/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_EventsInputs */

const en_admin_insights_events = /** @type {(inputs: Admin_Insights_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches and events`)
};

const de_admin_insights_events = /** @type {(inputs: Admin_Insights_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele und Veranstaltungen`)
};

/**
* | output |
* | --- |
* | "Matches and events" |
*
* @param {Admin_Insights_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_events = /** @type {((inputs?: Admin_Insights_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_events(inputs)
	return en_admin_insights_events(inputs)
});