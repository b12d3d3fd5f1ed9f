/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Location_RequiredInputs */

const en_meetings_admin_location_required = /** @type {(inputs: Meetings_Admin_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say where the meeting is`)
};

const de_meetings_admin_location_required = /** @type {(inputs: Meetings_Admin_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Ort der Versammlung an`)
};

/**
* | output |
* | --- |
* | "Say where the meeting is" |
*
* @param {Meetings_Admin_Location_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_location_required = /** @type {((inputs?: Meetings_Admin_Location_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Location_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_location_required(inputs)
	return en_meetings_admin_location_required(inputs)
});