/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_ProposedInputs */

const en_meetings_motion_proposed = /** @type {(inputs: Meetings_Motion_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your motion is in. It now needs a seconder.`)
};

const de_meetings_motion_proposed = /** @type {(inputs: Meetings_Motion_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Antrag ist eingegangen. Jetzt braucht er eine Unterstützung.`)
};

/**
* | output |
* | --- |
* | "Your motion is in. It now needs a seconder." |
*
* @param {Meetings_Motion_ProposedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_proposed = /** @type {((inputs?: Meetings_Motion_ProposedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_ProposedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_proposed(inputs)
	return en_meetings_motion_proposed(inputs)
});