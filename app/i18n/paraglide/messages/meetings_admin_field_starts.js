/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_StartsInputs */

const en_meetings_admin_field_starts = /** @type {(inputs: Meetings_Admin_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const de_meetings_admin_field_starts = /** @type {(inputs: Meetings_Admin_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Meetings_Admin_Field_StartsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_starts = /** @type {((inputs?: Meetings_Admin_Field_StartsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_StartsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_starts(inputs)
	return en_meetings_admin_field_starts(inputs)
});