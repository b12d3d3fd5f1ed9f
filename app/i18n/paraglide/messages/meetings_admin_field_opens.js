/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_OpensInputs */

const en_meetings_admin_field_opens = /** @type {(inputs: Meetings_Admin_Field_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting opens`)
};

const de_meetings_admin_field_opens = /** @type {(inputs: Meetings_Admin_Field_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstimmung beginnt`)
};

/**
* | output |
* | --- |
* | "Voting opens" |
*
* @param {Meetings_Admin_Field_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_opens = /** @type {((inputs?: Meetings_Admin_Field_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_opens(inputs)
	return en_meetings_admin_field_opens(inputs)
});