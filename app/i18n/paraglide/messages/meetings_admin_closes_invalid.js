/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Closes_InvalidInputs */

const en_meetings_admin_closes_invalid = /** @type {(inputs: Meetings_Admin_Closes_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when voting closes`)
};

const de_meetings_admin_closes_invalid = /** @type {(inputs: Meetings_Admin_Closes_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib das Ende der Abstimmung ein`)
};

/**
* | output |
* | --- |
* | "Enter when voting closes" |
*
* @param {Meetings_Admin_Closes_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_closes_invalid = /** @type {((inputs?: Meetings_Admin_Closes_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Closes_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_closes_invalid(inputs)
	return en_meetings_admin_closes_invalid(inputs)
});