/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Events_TitleInputs */

const en_admin_insights_events_title = /** @type {(inputs: Admin_Insights_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs against who came, per event`)
};

const de_admin_insights_events_title = /** @type {(inputs: Admin_Insights_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen und tatsächlich Gekommene je Veranstaltung`)
};

/**
* | output |
* | --- |
* | "RSVPs against who came, per event" |
*
* @param {Admin_Insights_Events_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_events_title = /** @type {((inputs?: Admin_Insights_Events_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Events_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_events_title(inputs)
	return en_admin_insights_events_title(inputs)
});