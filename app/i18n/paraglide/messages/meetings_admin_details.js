/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_DetailsInputs */

const en_meetings_admin_details = /** @type {(inputs: Meetings_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const de_meetings_admin_details = /** @type {(inputs: Meetings_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angaben`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Meetings_Admin_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_details = /** @type {((inputs?: Meetings_Admin_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_details(inputs)
	return en_meetings_admin_details(inputs)
});