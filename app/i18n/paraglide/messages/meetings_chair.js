/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_ChairInputs */

const en_meetings_chair = /** @type {(inputs: Meetings_ChairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chair`)
};

const de_meetings_chair = /** @type {(inputs: Meetings_ChairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versammlungsleitung`)
};

/**
* | output |
* | --- |
* | "Chair" |
*
* @param {Meetings_ChairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_chair = /** @type {((inputs?: Meetings_ChairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_ChairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_chair(inputs)
	return en_meetings_chair(inputs)
});