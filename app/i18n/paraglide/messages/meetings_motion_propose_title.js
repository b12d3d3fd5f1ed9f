/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_Propose_TitleInputs */

const en_meetings_motion_propose_title = /** @type {(inputs: Meetings_Motion_Propose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propose a motion`)
};

const de_meetings_motion_propose_title = /** @type {(inputs: Meetings_Motion_Propose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Antrag stellen`)
};

/**
* | output |
* | --- |
* | "Propose a motion" |
*
* @param {Meetings_Motion_Propose_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_propose_title = /** @type {((inputs?: Meetings_Motion_Propose_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Propose_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_propose_title(inputs)
	return en_meetings_motion_propose_title(inputs)
});