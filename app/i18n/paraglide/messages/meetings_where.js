/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_WhereInputs */

const en_meetings_where = /** @type {(inputs: Meetings_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const de_meetings_where = /** @type {(inputs: Meetings_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Meetings_WhereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_where = /** @type {((inputs?: Meetings_WhereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_WhereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_where(inputs)
	return en_meetings_where(inputs)
});