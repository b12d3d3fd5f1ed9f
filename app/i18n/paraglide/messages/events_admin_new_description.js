/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_New_DescriptionInputs */

const en_events_admin_new_description = /** @type {(inputs: Events_Admin_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, date, location and type are required. Past dates are allowed, to record history.`)
};

const de_events_admin_new_description = /** @type {(inputs: Events_Admin_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel, Datum, Ort und Art sind Pflicht. Vergangene Daten sind erlaubt, um die Geschichte festzuhalten.`)
};

/**
* | output |
* | --- |
* | "Title, date, location and type are required. Past dates are allowed, to record history." |
*
* @param {Events_Admin_New_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_new_description = /** @type {((inputs?: Events_Admin_New_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_New_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_new_description(inputs)
	return en_events_admin_new_description(inputs)
});