/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Sign_InInputs */

const en_meetings_sign_in = /** @type {(inputs: Meetings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see whether you may vote.`)
};

const de_meetings_sign_in = /** @type {(inputs: Meetings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an, um zu sehen, ob du abstimmen darfst.`)
};

/**
* | output |
* | --- |
* | "Sign in to see whether you may vote." |
*
* @param {Meetings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_sign_in = /** @type {((inputs?: Meetings_Sign_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Sign_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_sign_in(inputs)
	return en_meetings_sign_in(inputs)
});