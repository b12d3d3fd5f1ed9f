/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Special_ShortInputs */

const en_meetings_special_short = /** @type {(inputs: Meetings_Special_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`special resolution, 75%`)
};

const de_meetings_special_short = /** @type {(inputs: Meetings_Special_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`75 % nötig`)
};

/**
* | output |
* | --- |
* | "special resolution, 75%" |
*
* @param {Meetings_Special_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_special_short = /** @type {((inputs?: Meetings_Special_ShortInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Special_ShortInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_special_short(inputs)
	return en_meetings_special_short(inputs)
});