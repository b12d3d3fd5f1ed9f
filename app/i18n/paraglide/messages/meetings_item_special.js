/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Item_SpecialInputs */

const en_meetings_item_special = /** @type {(inputs: Meetings_Item_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special resolution: passes with 75% of the votes cast`)
};

const de_meetings_item_special = /** @type {(inputs: Meetings_Item_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satzungsändernder Antrag: angenommen mit 75 % der abgegebenen Stimmen`)
};

/**
* | output |
* | --- |
* | "Special resolution: passes with 75% of the votes cast" |
*
* @param {Meetings_Item_SpecialInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_item_special = /** @type {((inputs?: Meetings_Item_SpecialInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Item_SpecialInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_item_special(inputs)
	return en_meetings_item_special(inputs)
});