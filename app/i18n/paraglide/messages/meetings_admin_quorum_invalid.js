/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Quorum_InvalidInputs */

const en_meetings_admin_quorum_invalid = /** @type {(inputs: Meetings_Admin_Quorum_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number`)
};

const de_meetings_admin_quorum_invalid = /** @type {(inputs: Meetings_Admin_Quorum_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine ganze Zahl ein`)
};

/**
* | output |
* | --- |
* | "Enter a whole number" |
*
* @param {Meetings_Admin_Quorum_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_quorum_invalid = /** @type {((inputs?: Meetings_Admin_Quorum_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Quorum_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_quorum_invalid(inputs)
	return en_meetings_admin_quorum_invalid(inputs)
});