/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_TitleInputs */

const en_meetings_title = /** @type {(inputs: Meetings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General meetings`)
};

const de_meetings_title = /** @type {(inputs: Meetings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederversammlungen`)
};

/**
* | output |
* | --- |
* | "General meetings" |
*
* @param {Meetings_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_title = /** @type {((inputs?: Meetings_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_title(inputs)
	return en_meetings_title(inputs)
});