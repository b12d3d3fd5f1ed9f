/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Endpoint_PrivateInputs */

const en_push_endpoint_private = /** @type {(inputs: Push_Endpoint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts cannot be sent to an address on a private network.`)
};

const de_push_endpoint_private = /** @type {(inputs: Push_Endpoint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An eine Adresse in einem privaten Netz werden keine Benachrichtigungen gesendet.`)
};

/**
* | output |
* | --- |
* | "Alerts cannot be sent to an address on a private network." |
*
* @param {Push_Endpoint_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_endpoint_private = /** @type {((inputs?: Push_Endpoint_PrivateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Endpoint_PrivateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_endpoint_private(inputs)
	return en_push_endpoint_private(inputs)
});