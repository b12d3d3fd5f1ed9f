/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Endpoint_TakenInputs */

const en_push_endpoint_taken = /** @type {(inputs: Push_Endpoint_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser's alerts belong to another account. Turn alerts off and on again in this browser.`)
};

const de_push_endpoint_taken = /** @type {(inputs: Push_Endpoint_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Benachrichtigungen dieses Browsers gehören zu einem anderen Konto. Schalte sie in diesem Browser aus und wieder ein.`)
};

/**
* | output |
* | --- |
* | "This browser's alerts belong to another account. Turn alerts off and on again in this browser." |
*
* @param {Push_Endpoint_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_endpoint_taken = /** @type {((inputs?: Push_Endpoint_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Endpoint_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_endpoint_taken(inputs)
	return en_push_endpoint_taken(inputs)
});