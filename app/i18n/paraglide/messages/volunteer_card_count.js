/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ assigned: NonNullable<unknown>, needed: NonNullable<unknown> }} Volunteer_Card_CountInputs */

const en_volunteer_card_count = /** @type {(inputs: Volunteer_Card_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} of ${i?.needed} volunteers`)
};

const de_volunteer_card_count = /** @type {(inputs: Volunteer_Card_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} von ${i?.needed} Helfer:innen`)
};

/**
* | output |
* | --- |
* | "{assigned} of {needed} volunteers" |
*
* @param {Volunteer_Card_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_card_count = /** @type {((inputs: Volunteer_Card_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Card_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_card_count(inputs)
	return en_volunteer_card_count(inputs)
});