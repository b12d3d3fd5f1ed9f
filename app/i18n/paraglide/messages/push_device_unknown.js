/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Device_UnknownInputs */

const en_push_device_unknown = /** @type {(inputs: Push_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A browser`)
};

const de_push_device_unknown = /** @type {(inputs: Push_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Browser`)
};

/**
* | output |
* | --- |
* | "A browser" |
*
* @param {Push_Device_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_device_unknown = /** @type {((inputs?: Push_Device_UnknownInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_UnknownInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_device_unknown(inputs)
	return en_push_device_unknown(inputs)
});