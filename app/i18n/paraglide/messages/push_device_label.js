/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Push_Device_LabelInputs */

const en_push_device_label = /** @type {(inputs: Push_Device_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

const de_push_device_label = /** @type {(inputs: Push_Device_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.system}`)
};

/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Push_Device_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_device_label = /** @type {((inputs: Push_Device_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_device_label(inputs)
	return en_push_device_label(inputs)
});