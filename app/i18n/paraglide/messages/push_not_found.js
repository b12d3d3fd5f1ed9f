/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Not_FoundInputs */

const en_push_not_found = /** @type {(inputs: Push_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device does not take alerts for your account.`)
};

const de_push_not_found = /** @type {(inputs: Push_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät erhält keine Benachrichtigungen für dein Konto.`)
};

/**
* | output |
* | --- |
* | "This device does not take alerts for your account." |
*
* @param {Push_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_not_found = /** @type {((inputs?: Push_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_not_found(inputs)
	return en_push_not_found(inputs)
});