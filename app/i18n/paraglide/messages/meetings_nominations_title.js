/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Nominations_TitleInputs */

const en_meetings_nominations_title = /** @type {(inputs: Meetings_Nominations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your nominations`)
};

const de_meetings_nominations_title = /** @type {(inputs: Meetings_Nominations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Nominierungen`)
};

/**
* | output |
* | --- |
* | "Your nominations" |
*
* @param {Meetings_Nominations_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nominations_title = /** @type {((inputs?: Meetings_Nominations_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nominations_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nominations_title(inputs)
	return en_meetings_nominations_title(inputs)
});