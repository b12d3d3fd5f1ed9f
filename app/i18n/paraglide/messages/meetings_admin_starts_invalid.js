/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Starts_InvalidInputs */

const en_meetings_admin_starts_invalid = /** @type {(inputs: Meetings_Admin_Starts_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when the meeting starts`)
};

const de_meetings_admin_starts_invalid = /** @type {(inputs: Meetings_Admin_Starts_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Beginn der Versammlung ein`)
};

/**
* | output |
* | --- |
* | "Enter when the meeting starts" |
*
* @param {Meetings_Admin_Starts_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_starts_invalid = /** @type {((inputs?: Meetings_Admin_Starts_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Starts_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_starts_invalid(inputs)
	return en_meetings_admin_starts_invalid(inputs)
});