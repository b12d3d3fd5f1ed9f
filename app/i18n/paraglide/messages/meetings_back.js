/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_BackInputs */

const en_meetings_back = /** @type {(inputs: Meetings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All general meetings`)
};

const de_meetings_back = /** @type {(inputs: Meetings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Mitgliederversammlungen`)
};

/**
* | output |
* | --- |
* | "All general meetings" |
*
* @param {Meetings_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_back = /** @type {((inputs?: Meetings_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_back(inputs)
	return en_meetings_back(inputs)
});