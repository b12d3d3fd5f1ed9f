/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Endpoint_Not_HttpsInputs */

const en_push_endpoint_not_https = /** @type {(inputs: Push_Endpoint_Not_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts can only be sent to a push service over HTTPS.`)
};

const de_push_endpoint_not_https = /** @type {(inputs: Push_Endpoint_Not_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen können nur über HTTPS an einen Push-Dienst gesendet werden.`)
};

/**
* | output |
* | --- |
* | "Alerts can only be sent to a push service over HTTPS." |
*
* @param {Push_Endpoint_Not_HttpsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_endpoint_not_https = /** @type {((inputs?: Push_Endpoint_Not_HttpsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Endpoint_Not_HttpsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_endpoint_not_https(inputs)
	return en_push_endpoint_not_https(inputs)
});