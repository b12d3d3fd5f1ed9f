/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_ClosesInputs */

const en_meetings_admin_field_closes = /** @type {(inputs: Meetings_Admin_Field_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting closes`)
};

const de_meetings_admin_field_closes = /** @type {(inputs: Meetings_Admin_Field_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstimmung endet`)
};

/**
* | output |
* | --- |
* | "Voting closes" |
*
* @param {Meetings_Admin_Field_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_closes = /** @type {((inputs?: Meetings_Admin_Field_ClosesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_ClosesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_closes(inputs)
	return en_meetings_admin_field_closes(inputs)
});