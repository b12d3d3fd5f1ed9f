/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Opens_InvalidInputs */

const en_meetings_admin_opens_invalid = /** @type {(inputs: Meetings_Admin_Opens_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when voting opens`)
};

const de_meetings_admin_opens_invalid = /** @type {(inputs: Meetings_Admin_Opens_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Beginn der Abstimmung ein`)
};

/**
* | output |
* | --- |
* | "Enter when voting opens" |
*
* @param {Meetings_Admin_Opens_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_opens_invalid = /** @type {((inputs?: Meetings_Admin_Opens_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Opens_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_opens_invalid(inputs)
	return en_meetings_admin_opens_invalid(inputs)
});