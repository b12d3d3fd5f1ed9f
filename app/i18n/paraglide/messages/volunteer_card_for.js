/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Card_ForInputs */

const en_volunteer_card_for = /** @type {(inputs: Volunteer_Card_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For:`)
};

const de_volunteer_card_for = /** @type {(inputs: Volunteer_Card_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für:`)
};

/**
* | output |
* | --- |
* | "For:" |
*
* @param {Volunteer_Card_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_card_for = /** @type {((inputs?: Volunteer_Card_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Card_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_card_for(inputs)
	return en_volunteer_card_for(inputs)
});