/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Kind_ExtraordinaryInputs */

const en_meetings_kind_extraordinary = /** @type {(inputs: Meetings_Kind_ExtraordinaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extraordinary general meeting`)
};

const de_meetings_kind_extraordinary = /** @type {(inputs: Meetings_Kind_ExtraordinaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Außerordentliche Mitgliederversammlung`)
};

/**
* | output |
* | --- |
* | "Extraordinary general meeting" |
*
* @param {Meetings_Kind_ExtraordinaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_kind_extraordinary = /** @type {((inputs?: Meetings_Kind_ExtraordinaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Kind_ExtraordinaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_kind_extraordinary(inputs)
	return en_meetings_kind_extraordinary(inputs)
});