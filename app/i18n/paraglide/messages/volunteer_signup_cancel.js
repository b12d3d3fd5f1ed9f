/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_CancelInputs */

const en_volunteer_signup_cancel = /** @type {(inputs: Volunteer_Signup_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_volunteer_signup_cancel = /** @type {(inputs: Volunteer_Signup_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absagen`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Volunteer_Signup_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_cancel = /** @type {((inputs?: Volunteer_Signup_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_cancel(inputs)
	return en_volunteer_signup_cancel(inputs)
});