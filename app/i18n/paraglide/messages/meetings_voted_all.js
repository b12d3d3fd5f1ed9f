/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Voted_AllInputs */

const en_meetings_voted_all = /** @type {(inputs: Meetings_Voted_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have voted on every item. Thank you.`)
};

const de_meetings_voted_all = /** @type {(inputs: Meetings_Voted_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast über alle Punkte abgestimmt. Danke!`)
};

/**
* | output |
* | --- |
* | "You have voted on every item. Thank you." |
*
* @param {Meetings_Voted_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_voted_all = /** @type {((inputs?: Meetings_Voted_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Voted_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_voted_all(inputs)
	return en_meetings_voted_all(inputs)
});